// `npm test`: every check there is. Installs what it needs.
// The database-facing tests run on PGlite always and again on PostgreSQL when it answers.
// Steps that do not depend on each other run side by side, as many as the machine's cores allow
// (docs/decisions/016-test-run-and-build.md); each step's output is kept and printed whole, under
// its name, when it ends, so steps that ran together still read one after the other.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { auditFindings } from './audit.mjs';
import { ensureBarcodeTools, ensureInstall, root } from './lib.mjs';

const startedAt = Date.now();

/**
 * The whole machine's CPU time so far, from Linux's /proc/stat (null elsewhere): busy and all, in
 * clock ticks. Unlike the steps' own CPU seconds it counts every process, PostgreSQL's and
 * Redis's servers and anything else running, so it tells whether the run was held back by the
 * cores (busy near all) or by waiting.
 */
function machineTicks() {
  try {
    const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = cpu.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, all: busy + idle + iowait };
  } catch {
    return null;
  }
}
const machineAtStart = machineTicks();
const results = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);

/**
 * CPU seconds (user + system) of this process's children that have ended and been waited for,
 * grandchildren included (Linux's /proc; null elsewhere). Read before and after a step that runs
 * alone, the difference is that step's CPU.
 */
function endedChildrenCpu() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command's name, which is in parentheses: cutime and cstime are 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/** A shell's `times` line, `0m1.490000s 0m0.050000s` (user, system), as seconds. */
function parseTimes(line) {
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) return null;
  return parts.reduce((sum, [, min, sec]) => sum + Number(min) * 60 + Number(sec), 0);
}

/**
 * Runs a command with its standard output and error kept together, in the order written, and
 * its CPU seconds (user + system of the command and every process under it that it waited for:
 * the shell around it prints its children's `times` on a third pipe), so steps that run side by
 * side each get their own. A step that outlives `timeoutMs` is ended and counts as failed.
 * `onOutput` sees the standard output as it comes.
 */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    // The steps run in process groups of their own, which a Ctrl-C at the terminal does not reach.
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already ended.
      }
    }
    process.exit(130);
  });
}

function capture(cmd, args, { env = {}, timeoutMs, onOutput, nice } = {}) {
  const command = nice ? ['nice', '-n', String(nice), cmd, ...args] : [cmd, ...args];
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', '"$@"; s=$?; times >&3; exit $s', 'sh', ...command], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      // Its own process group, so that a timeout ends the command and not only the shell.
      detached: true,
    });
    const chunks = [];
    const stdout = [];
    const times = [];
    running.add(child);
    child.stdio[3].on('data', (chunk) => times.push(chunk));
    child.stdout.on('data', (chunk) => {
      chunks.push(chunk);
      stdout.push(chunk);
      onOutput?.(chunk.toString('utf8'));
    });
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const timer = timeoutMs
      ? setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            child.kill('SIGTERM');
          }
        }, timeoutMs)
      : undefined;
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
    });
    child.once('close', (code) => {
      running.delete(child);
      clearTimeout(timer);
      const childrenLine = Buffer.concat(times).toString('utf8').trim().split('\n')[1];
      resolve({
        code: code ?? 1,
        output: Buffer.concat(chunks).toString('utf8'),
        stdout: Buffer.concat(stdout).toString('utf8'),
        cpu: childrenLine ? parseTimes(childrenLine) : null,
      });
    });
  });
}

/** `123 s, CPU 245 s`: a step's wall time and, when known, its CPU time. */
const timing = (wall, cpu) => `${wall} s${cpu == null ? '' : `, CPU ${Math.round(cpu)} s`}`;

function report(name, ok, since, output, cpu = null) {
  const took = seconds(since);
  console.log(`\n━━ ${name} (${timing(took, cpu)}, ${ok ? 'passed' : 'FAILED'})`);
  if (output.trim()) console.log(output.trimEnd());
  results.push({
    name,
    ok,
    seconds: took,
    cpu,
    failures: ok ? [] : failureLines(output),
    slowest: slowestFiles(output),
  });
  return ok;
}

/** A step that runs alone in this process (install, tools check), timed around it. */
function timedAlone(name, fn) {
  const since = Date.now();
  const cpuBefore = endedChildrenCpu();
  fn();
  const cpuAfter = endedChildrenCpu();
  const cpu = cpuBefore == null || cpuAfter == null ? null : cpuAfter - cpuBefore;
  results.push({ name, ok: true, seconds: seconds(since), cpu, failures: [] });
}

/**
 * The lines of a failed step's output that say what failed (Vitest's FAIL and × lines, the
 * assertion or error under them), so the end of a long run names them: a CI log is often read
 * from its tail only.
 */
function failureLines(output, max = 40) {
  const plain = stripVTControlCharacters(output).split('\n');
  const picked = new Set();
  for (const [i, line] of plain.entries()) {
    // A journey's lines start with its lane (`[owner] `): the same marks follow it.
    const bare = line.replace(/^\[\w+\] /, '');
    if (!/^\s*(FAIL\b|×|✗)|AssertionError|Error:|[Tt]imed out/.test(bare)) continue;
    picked.add(i);
    if (/^\s*FAIL\b/.test(bare) && plain[i + 1]?.replace(/^\[\w+\] /, '').trim()) picked.add(i + 1);
    // A journey's page problems are listed one a line under the error that announces them.
    if (/reported problems:$/.test(bare.trimEnd())) {
      for (
        let j = i + 1;
        j <= i + 6 && /^\s{2,}\S/.test(plain[j]?.replace(/^\[\w+\] /, '') ?? '');
        j++
      ) {
        picked.add(j);
      }
    }
    if (picked.size >= max) break;
  }
  const lines = [...picked].map((i) => plain[i].trimEnd());
  return lines.length > 0 ? lines : ['(no failing test named in its output: read the step above)'];
}

/**
 * The test files that took longest in a Vitest step's output (its line per file: `✓ server
 * src/x.test.ts (12 tests) 3456ms`, a journey's marked `[lane]`), longest first, so a run says
 * where to look for time. Their milliseconds are the file's tests' wall time.
 */
function slowestFiles(output, max = 8) {
  const files = [];
  for (const line of stripVTControlCharacters(output).split('\n')) {
    const m =
      /^(?:\[\w+\] )?\s*[✓❯×]\s+(?:\S+\s+)?(\S+\.(?:test|e2e)\.\w+)\s+\(\d+ tests?[^)]*\)\s+(\d+)ms\s*$/.exec(
        line,
      );
    if (m) files.push({ file: m[1], ms: Number(m[2]) });
  }
  return files.sort((a, b) => b.ms - a.ms).slice(0, max);
}

async function step(name, cmd, args, options = {}) {
  console.log(`▶ ${name}`);
  const since = Date.now();
  const { code, output, cpu } = await capture(cmd, args, options);
  return report(name, code === 0, since, output, cpu);
}

/**
 * Starts the given steps, at most `slots` at a time, in the order given (longest first is best:
 * the short ones fill in beside it). Resolves once all have ended.
 */
async function sideBySide(slots, steps) {
  const queue = [...steps];
  const lanes = Array.from({ length: Math.min(slots, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await next();
  });
  await Promise.all(lanes);
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
async function auditStep() {
  const name = 'npm audit (production dependencies, high and critical)';
  console.log(`▶ ${name}`);
  const since = Date.now();
  const audit = await capture('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    timeoutMs: 120_000,
  });
  const findings = auditFindings(audit.stdout);
  if (findings === null) {
    const why = audit.output.split('\n').find((l) => /audit|ENOTFOUND|ETIMEDOUT/.test(l));
    report(
      `${name}: not reachable, skipped`,
      true,
      since,
      `(the audit endpoint gave no report, so nothing was checked: ${why ?? 'no answer'})`,
      audit.cpu,
    );
    return;
  }
  const lines = findings.length === 0 ? ['no high or critical advisories'] : findings;
  report(name, findings.length === 0, since, lines.map((l) => `  ${l}`).join('\n'), audit.cpu);
}

timedAlone('install (npm ci, when node_modules is stale)', ensureInstall);
timedAlone('barcode tools (zbarimg, gs)', ensureBarcodeTools);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pgTarget = new URL(pgUrl);
const cores = os.availableParallelism();

// The build, beside the static checks below: the browser journeys load the store as `npm start`
// serves it (scripts/lib.mjs), and they start as soon as it is there.
const built = step('build (server and storefront, when stale)', 'node', [
  '--input-type=module',
  '-e',
  "import { ensureBuild } from './scripts/lib.mjs'; ensureBuild();",
]);

// Every shopper journey in Debian's Chromium, on the built store (e2e/README.md). They run in
// two lanes side by side, one file at a time in each (e2e/support/lanes.mjs), and spend most of
// their time waiting on Chromium and the stores they drive (a whole run in one line: 550 s of
// wall time for 184 s of CPU), so they run beside every other step rather than after them.
const journeys = built.then((ok) =>
  ok
    ? step('browser journeys (e2e)', 'node', ['e2e/run.mjs'])
    : report('browser journeys (e2e)', false, Date.now(), 'not run: the build failed'),
);

// Static checks: each is mostly one process on one core, so they share the cores. They run at
// the lowest priority (nice 19): nothing in them waits on a clock, while the journeys beside
// them do (a click, a toast, a page within 45 s). On a slower machine (2026-11-27 evening: the
// same run took 33 min there against 18) two journeys timed out while every step ran at once.
const LOW = { nice: 19 };
const staticChecks = sideBySide(Math.max(2, cores), [
  // `eslint . --max-warnings=0` and `npm run typecheck` in one process on one TypeScript program
  // per project: the type-aware rules and the typecheck ask the same checker for the same types.
  () => step('lint and typecheck', 'node', ['scripts/lint-and-typecheck.mjs'], LOW),
  // The OpenAPI document at /api/v1/docs/json against Redocly's recommended rules.
  () =>
    step(
      'API description (redocly lint, recommended rules)',
      'node',
      ['--import', 'tsx', 'scripts/openapi-lint.mjs'],
      LOW,
    ),
  () => step('format', 'npx', ['prettier', '--check', '.', '--log-level=warn'], LOW),
  auditStep,
]);

// Vitest spreads its files over the cores itself. It starts beside the static checks and the
// journeys rather than after the checks: one after the other, the run kept 1.1 of the 2 cores
// busy on average (fresh clone, 2026-11-27: 25 min for 1,653 CPU seconds), as the journeys and
// many API tests wait on browsers, servers and sockets. The PostgreSQL run comes after both.
// Some read the built storefront (server rendering, static files): they start after the build.
const pglite = built.then(() =>
  step('unit and API tests (PGlite)', 'npx', ['vitest', 'run'], { env: { TEST_DB: 'pglite' } }),
);
await Promise.all([staticChecks, pglite]);

if (await reachable(pgTarget.hostname, Number(pgTarget.port || 5432))) {
  await step(
    'API tests (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'server', '--project', 'server-isolated'],
    { env: { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl } },
  );
} else if (process.env.CI) {
  report(
    'API tests (PostgreSQL)',
    false,
    Date.now(),
    `PostgreSQL is not reachable at ${pgTarget.host}; CI requires it.`,
  );
} else {
  console.log(`\n(PostgreSQL not reachable at ${pgTarget.host}: its run is skipped)`);
}
await journeys;

console.log("\n━━ Summary (wall seconds; CPU seconds, user + system, of the step's processes)");
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${timing(r.seconds, r.cpu)})`);
for (const r of results.filter((x) => x.slowest?.length)) {
  console.log(`\n━━ slowest files in ${r.name} (their tests' wall seconds)`);
  for (const { file, ms } of r.slowest) console.log(`  ${(ms / 1000).toFixed(1)} s  ${file}`);
}
for (const r of results.filter((x) => !x.ok)) {
  console.log(`\n━━ what failed in ${r.name}`);
  for (const line of r.failures) console.log(`  ${line}`);
}
const total = seconds(startedAt);
const own = process.cpuUsage();
const childrenCpu = endedChildrenCpu();
const totalCpu = childrenCpu == null ? null : childrenCpu + (own.user + own.system) / 1e6;
console.log(
  `total: ${Math.floor(total / 60)} min ${total % 60} s` +
    (totalCpu == null
      ? ''
      : `, CPU ${Math.round(totalCpu)} s (${(totalCpu / total).toFixed(2)} cores busy on average, of ${cores})`),
);
const machineAtEnd = machineTicks();
if (machineAtStart && machineAtEnd) {
  const share = (machineAtEnd.busy - machineAtStart.busy) / (machineAtEnd.all - machineAtStart.all);
  console.log(`the machine's cores were ${Math.round(share * 100)}% busy, counting every process`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
