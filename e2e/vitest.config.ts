import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LANES, laneFiles } from './support/lanes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// E2E_LANE (set by run.mjs) keeps one lane's files (support/lanes.mjs); without it, all of them.
const lane = process.env.E2E_LANE;
if (lane && !LANES.includes(lane)) throw new Error(`E2E_LANE must be one of ${LANES.join(', ')}`);

// The browser journeys: a separate Vitest run (`node e2e/run.mjs`, a step of `npm test`), so the
// root `npx vitest run` never picks them up. One file at a time in a run: one Chromium, its
// stores; run.mjs starts one run a lane, side by side.
export default defineConfig({
  root,
  test: {
    name: lane ? `e2e-${lane}` : 'e2e',
    include: lane ? laneFiles(root, lane) : ['e2e/journeys/**/*.e2e.ts'],
    passWithNoTests: Boolean(lane),
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    // Each file loads its modules afresh (a few seconds a file). Sharing them (isolate: false)
    // was tried again on 2026-11-28 and taken back the same day: a fresh clone's run then failed
    // two journeys that had passed two runs before (decision 016, addendum of 2026-11-28).
    isolate: true,
    // A journey's deadline, there to end one that hangs: on a slower machine (2026-11-27, night)
    // the same journeys took about twice as long as on the last one, the owner's longest 250 s.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
  },
});
