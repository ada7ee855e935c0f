import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** Server test files that replace a module with vi.mock: they need modules loaded afresh. */
const NEEDS_OWN_MODULES = ['src/plugins/read-cache.test.ts'];

const server = {
  root: './apps/server',
  include: ['src/**/*.test.ts'],
  environment: 'node' as const,
  // Each file's database is a copy of one migrated and seeded once per run.
  globalSetup: ['src/test/database-templates.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// Every unit and API test in the repository. The server projects run once per database:
// scripts/test.mjs sets TEST_DB=pglite, then TEST_DB=postgres when PostgreSQL is reachable.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which leaves one of two cores idle: its
    // main process only waits while the files run.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          ...server,
          name: 'server',
          exclude: [...configDefaults.exclude, ...NEEDS_OWN_MODULES],
          // A worker keeps the modules it has loaded from one file to the next instead of loading
          // the whole app again for each (about 3 s of CPU a file): the server's files share no
          // state through modules, each builds its own app on its own database (decision 016).
          isolate: false,
        },
      },
      { test: { ...server, name: 'server-isolated', include: NEEDS_OWN_MODULES } },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web',
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
    ],
  },
});
