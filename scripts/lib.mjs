// Shared by `npm start` and `npm test`: install what is missing, build what is stale.
// Plain Node with no dependencies, because it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The old generation's ceiling `npm start` gives V8, in MB, unless NODE_OPTIONS sets one. */
export const SERVER_HEAP_MB = 512;

/**
 * Node's options for the store's server process, given by `npm start` and by the benchmarks
 * that measure it (docs/decisions/017-small-machine.md):
 * - V8 lets its young generation grow to 2 x 16 MB and keeps it however little of it is in use;
 *   2 x 2 MB costs a cached read nothing measurable and an idle store about 25 MB less.
 * - V8 sizes the old generation's growth from its ceiling, which it otherwise takes from the
 *   machine's memory (4 GB here): under load the store's garbage piled up to 306 to 456 MB of
 *   resident memory before a full collection, with about 60 MB of it alive. A ceiling of 512 MB
 *   kept it at 270 to 294 MB, and the largest product import the API accepts ran under 256.
 *   An owner's own --max-old-space-size in NODE_OPTIONS is left to win.
 */
export function nodeOptionsForServer(env = process.env) {
  const own = /--max-old-space-size[=\s]/.test(env.NODE_OPTIONS ?? '');
  return ['--max-semi-space-size=2', ...(own ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`])];
}

export const serverNodeOptions = nodeOptionsForServer();

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(cmd, args, options = {}) {
  const code = run(cmd, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/** npm ci when node_modules is missing or older than the lock file. */
export function ensureInstall() {
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const stale =
    !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync(lock).mtimeMs - 1000;
  if (!stale) return;
  console.log('• Installing dependencies from package-lock.json (npm ci)…');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
}

function newestMtime(entries) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(path.join(p, name));
      }
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const e of entries) visit(path.join(root, e));
  return newest;
}

const targets = [
  {
    name: 'server',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'packages/contract/src',
      'package-lock.json',
    ],
    output: 'apps/server/dist/server.mjs',
    build: () => runOrExit('npm', ['run', 'build', '-w', '@store/server']),
  },
  {
    name: 'storefront',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/sw',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
      'package-lock.json',
    ],
    output: 'apps/web/dist/.server/entry-server.js',
    enabled: () => fs.existsSync(path.join(root, 'apps/web/index.html')),
    build: () => runOrExit('npm', ['run', 'build', '-w', '@store/web']),
  },
];

/** Rebuilds a target only when one of its inputs is newer than its last build. */
export function ensureBuild({ force = false, only, quiet = false } = {}) {
  for (const t of targets) {
    if (only && t.name !== only) continue;
    if (t.enabled && !t.enabled()) continue;
    const out = path.join(root, t.output);
    const stale = force || !fs.existsSync(out) || fs.statSync(out).mtimeMs < newestMtime(t.inputs);
    if (!stale) continue;
    if (!quiet) console.log(`• Building the ${t.name}…`);
    t.build();
  }
}

/**
 * The shipping label test reads the AWB's barcode off a rendered label (docs/shipping.md):
 * zbarimg (Debian's zbar-tools) and Ghostscript. Installed with apt-get when missing and we are
 * root, as e2e/run.mjs does with Chromium; else a clear stop.
 */
export function ensureBarcodeTools() {
  const has = (cmd) => run('sh', ['-c', `command -v ${cmd} >/dev/null 2>&1`]) === 0;
  if (has('zbarimg') && has('gs')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    !isRoot ||
    run('apt-get', ['update'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '--no-install-recommends', 'zbar-tools', 'ghostscript'], {
      env,
    }) !== 0
  ) {
    console.error(
      '\nThe shipping label test needs zbarimg and gs: apt-get install -y zbar-tools ghostscript',
    );
    process.exit(1);
  }
}
