// The browser journeys, as one step of `npm test` (or on their own: `node e2e/run.mjs`).
// 1. Debian's Chromium: installed with apt-get when missing and we are root, else a clear stop.
// 2. The store built if stale (the same ensureBuild() as `npm start`).
// 3. Vitest with e2e/vitest.config.ts, once a lane (support/lanes.mjs), the lanes side by side:
//    each starts the built server on a free port and fresh databases, drives its own Chromium
//    through playwright-core, and stops everything at the end. Each line of a lane's output is
//    marked with its name. E2E_LANES=1 runs all the files in one Vitest run, one after another.
// Extra arguments go to Vitest, e.g. `node e2e/run.mjs e2e/journeys/discovery.e2e.ts` (a lane
// without such a file says so and passes).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureInstall, root, run } from '../scripts/lib.mjs';
import { CHROMIUM_PATH as CHROMIUM } from './support/chromium.mjs';
import { LANES, laneFiles } from './support/lanes.mjs';

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
/** One lane's Vitest run, each line of its output marked `[lane]`; resolves to its exit code. */
function runLane(lane, args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...args], {
      cwd: root,
      env: { ...process.env, E2E_RUN_DIR: runDir, E2E_LANE: lane },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const pipe = (from, to) => {
      let rest = '';
      from.on('data', (chunk) => {
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(`[${lane}] ${line}\n`);
      });
      from.on('end', () => rest && to.write(`[${lane}] ${rest}\n`));
    };
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    child.once('error', (error) => {
      console.error(`[${lane}] ${error.message}`);
      resolve(1);
    });
    child.once('close', (code) => resolve(code ?? 1));
  });
}

const args = process.argv.slice(2);
const started = Date.now();
let code;
if (process.env.E2E_LANES === '1') {
  code = run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...args], {
    env: { ...process.env, E2E_RUN_DIR: runDir },
  });
} else {
  // Files named on the command line: only the lanes that hold one of them run.
  const named = args.filter((a) => a.endsWith('.e2e.ts'));
  const lanes = LANES.filter(
    (lane) =>
      named.length === 0 ||
      laneFiles(root, lane).some((f) => named.some((n) => f.endsWith(n.replace(/^\.\//, '')))),
  );
  if (lanes.length === 0) {
    console.error(`No journey file matches ${named.join(' ')} (e2e/journeys/*.e2e.ts)`);
    process.exit(1);
  }
  for (const lane of lanes) console.log(`• lane ${lane}: ${laneFiles(root, lane).join(' ')}`);
  const codes = await Promise.all(lanes.map((lane) => runLane(lane, args)));
  code = codes.find((c) => c !== 0) ?? 0;
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `Browser journeys ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s; screenshots: ${path.join(root, runDir, 'screenshots')}`,
);
process.exit(code);
