import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The browser journeys: a separate Vitest run (`node e2e/run.mjs`, a step of `npm test`), so the
// root `npx vitest run` never picks them up. One file at a time: one Chromium, one store, 2 cores.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/journeys/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
  },
});
