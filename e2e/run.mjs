// The browser journeys, as one step of `npm test` (or on their own: `node e2e/run.mjs`).
// 1. Debian's Chromium: installed with apt-get when missing and we are root, else a clear stop.
// 2. The store built if stale (the same ensureBuild() as `npm start`).
// 3. Vitest with e2e/vitest.config.ts: it starts the built server on a free port and fresh
//    databases, drives Chromium through playwright-core, and stops everything at the end.
// Extra arguments go to Vitest, e.g. `node e2e/run.mjs e2e/journeys/discovery.e2e.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureInstall, root, run } from '../scripts/lib.mjs';
import { CHROMIUM_PATH as CHROMIUM } from './support/chromium.mjs';

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      [
        `\nThe browser tests need Debian's Chromium at ${CHROMIUM}, and it is not installed.`,
        'Install it, then run the tests again:',
        '  sudo apt-get update && sudo apt-get install -y chromium',
        '(No test tool downloads a browser of its own.)',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`• Installing Debian's chromium (apt-get), as ${CHROMIUM} is missing…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env }) !== 0 ||
    !fs.existsSync(CHROMIUM)
  ) {
    console.error(
      `\nCould not install chromium with apt-get; install it yourself: apt-get install -y chromium`,
    );
    process.exit(1);
  }
}

ensureInstall();
ensureChromium();
ensureBuild();

const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
const runDir = process.env.E2E_RUN_DIR ?? path.join('test-results', `e2e-${stamp}`);
const started = Date.now();
const code = run(
  'npx',
  ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
  { env: { ...process.env, E2E_RUN_DIR: runDir } },
);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `Browser journeys ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s; screenshots: ${path.join(root, runDir, 'screenshots')}`,
);
process.exit(code);
