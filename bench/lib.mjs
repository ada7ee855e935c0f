// Helpers for the benchmarks: processes, databases, load, and medians.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * The benchmark's ports are BENCH_PORT_BASE (8090 unless set) plus an offset, so that runs by
 * people sharing one machine can keep apart.
 */
export const benchPort = (offset) => Number(process.env.BENCH_PORT_BASE ?? 8090) + offset;

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const PG_ADMIN = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Starts a server in a process of its own with the environment `npm start` would give it: no
 * LOG_LEVEL (so the default, info) unless `env` names one. With `logFile`, what it writes to
 * stdout (its JSON log) goes to that file, as it would to a file or journald in production.
 */
export function startProcess(name, args, env, { stdout = 'ignore', logFile } = {}) {
  const { LOG_LEVEL: _ignored, ...inherited } = process.env;
  const out = logFile ? fs.openSync(logFile, 'a') : stdout;
  const child = spawn(process.execPath, args, {
    env: { ...inherited, ...env },
    stdio: ['ignore', out, 'pipe'],
  });
  if (typeof out === 'number') fs.closeSync(out);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.on('exit', (code) => {
    if (code && !child.stopping) console.error(`${name} exited ${code}\n${stderr}`);
  });
  return {
    child,
    async stop() {
      child.stopping = true;
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * CPU seconds (user and system) the process `pid` has used so far, from /proc; null where there
 * is no /proc. Divided by the requests it answered, it gives CPU per request, which a busy
 * machine disturbs far less than requests per second.
 */
export function processCpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** Loads `url`; with `pid`, also measures that process's CPU per answered request (µs). */
export function load(url, { connections, seconds, headers, pid }) {
  const cpuBefore = pid ? processCpuSeconds(pid) : null;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      }
      const cpuAfter = cpuBefore === null ? null : processCpuSeconds(pid);
      const cpuUs =
        cpuAfter === null || result.requests.total === 0
          ? null
          : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        // autocannon has no p95; p97.5 bounds it from above (the suggestion target is a p95).
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        cpuUs,
      });
    });
  });
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

export function summarise(runs) {
  const cpu = runs.map((r) => r.cpuUs).filter((c) => typeof c === 'number');
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p97_5: median(runs.map((r) => r.p97_5)),
    p99: median(runs.map((r) => r.p99)),
    cpuUs: cpu.length ? median(cpu) : null,
  };
}

export const machine = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ` +
  `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/** A throwaway PostgreSQL database for one benchmark; dropped by drop(). */
export async function pgDatabase(tag, { keep = false } = {}) {
  // A kept database has a fixed name and is created only when missing (see bench/scale.mjs).
  const name = keep
    ? `store_bench_keep_${tag}`
    : `store_bench_${tag}_${randomBytes(3).toString('hex')}`;
  const c = new pg.Client({ connectionString: PG_ADMIN });
  await c.connect();
  const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query(text, params) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await client.query(text, params);
      } finally {
        await client.end();
      }
    },
    async drop() {
      const a = new pg.Client({ connectionString: PG_ADMIN });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** Shoppers with live sessions, written straight into the database (no slow sign-ups). */
export async function createShoppers(db, count) {
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const token = randomBytes(32).toString('base64url');
    const { rows } = await db.query(
      `insert into users (email, password_hash, first_name, last_name)
       values ($1, 'bench-user-without-password', 'Bench', 'Shopper') returning id`,
      [`bench${i}.${randomBytes(3).toString('hex')}@example.in`],
    );
    await db.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
      [rows[0].id, createHash('sha256').update(token).digest('hex')],
    );
    tokens.push(token);
  }
  return tokens;
}

export const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
