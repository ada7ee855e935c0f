// `npm test`: every check there is, in the order that fails fastest. Installs what it needs.
// The database-facing tests run on PGlite always and again on PostgreSQL when it answers.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { auditFindings } from './audit.mjs';
import { ensureBuild, ensureInstall, root, run } from './lib.mjs';

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

/** `npm audit --omit=dev --audit-level=high`, failing only on a real high or critical advisory. */
function auditStep() {
  const name = 'npm audit (production dependencies, high and critical)';
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const findings = auditFindings(audit.stdout ?? '');
  const seconds = Math.round((Date.now() - started) / 1000);
  if (findings === null) {
    const why = (audit.stderr ?? '').split('\n').find((l) => /audit|ENOTFOUND|ETIMEDOUT/.test(l));
    console.log(
      `(the audit endpoint gave no report, so nothing was checked: ${why ?? 'no answer'})`,
    );
    results.push({ name: `${name}: not reachable, skipped`, ok: true, seconds });
    return;
  }
  for (const f of findings) console.error(`  ${f}`);
  if (findings.length === 0) console.log('no high or critical advisories');
  results.push({ name, ok: findings.length === 0, seconds });
}

ensureInstall();
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pgTarget = new URL(pgUrl);

step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
auditStep();
// The OpenAPI document at /api/v1/docs/json against Redocly's recommended rules.
step('API description (redocly lint, recommended rules)', 'node', [
  '--import',
  'tsx',
  'scripts/openapi-lint.mjs',
]);
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
