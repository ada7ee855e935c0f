import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Every unit and API test in the repository. The server project runs once per database:
// scripts/test.mjs sets TEST_DB=pglite, then TEST_DB=postgres when PostgreSQL is reachable.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which leaves one of two cores idle: its
    // main process only waits while the files run.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Each file's database is a copy of one migrated and seeded once per run.
          globalSetup: ['src/test/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
