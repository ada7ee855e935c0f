// `npm test`: every check there is, in the order that fails fastest. Installs what it needs.
// The database-facing tests run on PGlite always and again on PostgreSQL when it answers.
import net from 'node:net';
import { ensureBuild, ensureInstall, run } from './lib.mjs';

const results = [];
function step(name, cmd, args, env = {}) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const code = run(cmd, args, { env: { ...process.env, ...env } });
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return code === 0;
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

ensureInstall();
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pgTarget = new URL(pgUrl);

step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
step('unit and API tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_DB: 'pglite' });

if (await reachable(pgTarget.hostname, Number(pgTarget.port || 5432))) {
  step('API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], {
    TEST_DB: 'postgres',
    TEST_DATABASE_URL: pgUrl,
  });
} else if (process.env.CI) {
  console.error(`\nPostgreSQL is not reachable at ${pgTarget.host}; CI requires it.`);
  results.push({ name: 'API tests (PostgreSQL)', ok: false, seconds: 0 });
} else {
  console.log(`\n(PostgreSQL not reachable at ${pgTarget.host}: its run is skipped)`);
}

ensureBuild();
// Every shopper journey in Debian's Chromium, on the built store (e2e/README.md).
step('browser journeys (e2e)', 'node', ['e2e/run.mjs']);

console.log('\n━━ Summary');
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
