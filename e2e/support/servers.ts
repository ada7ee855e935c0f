// The real built store (apps/server/dist/server.mjs, what `npm start` serves) on a free port and
// a fresh database: an embedded PGlite in a temporary DATA_DIR, or a throwaway PostgreSQL
// database for journeys that need the owner's command line while the server runs (PGlite is
// one process's database; the CLI cannot open it beside the server).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.mjs');
const adminEntry = path.join(repoRoot, 'apps/server/dist/admin.mjs');

export const postgresAdminUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** What a test needs to know about a running store; plain data, so it can cross processes. */
export interface StoreInfo {
  /** The storefront's own address, e.g. http://localhost:41234 */
  url: string;
  port: number;
  dataDir: string;
  /** Set when the store runs on PostgreSQL. */
  databaseUrl: string | null;
  /** The storefront it serves: a snapshot of apps/web/dist taken when the run began. */
  webDistDir: string;
  logFile: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export function reachable(url: string, timeoutMs = 1500): Promise<boolean> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({
      host: target.hostname,
      port: Number(target.port || 5432),
      timeout: timeoutMs,
    });
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

/**
 * Only what the store needs: nothing of the caller's DATABASE_URL, SMTP_URL, PAYU_* or REDIS_URL
 * may leak in (reset mail must land in the outbox, card payments in the sandbox gateway).
 */
function storeEnv(info: StoreInfo, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    LANG: process.env.LANG,
    PORT: String(info.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: info.url,
    DATA_DIR: info.dataDir,
    WEB_DIST_DIR: info.webDistDir,
    // Every journey registers its own shopper, all from 127.0.0.1: the per-address sign-in and
    // reset limit (20 per 15 minutes) would otherwise stop the suite half-way.
    AUTH_MAX_PER_ADDRESS: '1000',
    // Likewise the open (unpaid) orders per address: the journeys' orders all come from there.
    MAX_OPEN_ORDERS_PER_ADDRESS: '1000',
    LOG_LEVEL: 'warn',
    // The journeys register and sign in about a hundred times; at the store's own cost (17) each
    // is a scrypt of 128 MB, 0.5 to 1 s of CPU on this 2-core machine, with Chromium and the
    // tests beside it. Cost 12 is allowed only with NODE_ENV=test (config.ts), which otherwise
    // only stops the shipment poll that runs every 15 minutes at the soonest (no journey waits
    // for it). The cost itself is tested in a real process by server.process.test.ts.
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '12',
    ...extra,
  };
  if (info.databaseUrl) env.DATABASE_URL = info.databaseUrl;
  return env;
}

export interface StoreProcess {
  info: StoreInfo;
  /** Stops the server (SIGTERM, then SIGKILL after 15 s) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again (after stop()) on the same port and database. */
  start(): Promise<void>;
  /** Stops it and removes its data folder and PostgreSQL database. */
  dispose(): Promise<void>;
}

const running = new Set<ChildProcess>();
// If the runner itself dies, the servers must not outlive it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function waitUntilServing(child: ChildProcess, info: StoreInfo, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) {
      throw new Error(`The store exited (code ${exited}) before serving:\n${tail(info.logFile)}`);
    }
    try {
      const res = await fetch(`${info.url}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The store did not serve within ${timeoutMs / 1000} s:\n${tail(info.logFile)}`);
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `store_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: postgresAdminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** Starts the built server on a free port and a database of its own, and waits until it serves. */
export async function startStore(options: {
  database: 'pglite' | 'postgres';
  name: string;
  logDir: string;
  webDistDir: string;
  /** Settings of one journey's own store (whatsapp.e2e.ts connects it to the Graph API double). */
  env?: (info: StoreInfo) => Record<string, string>;
}): Promise<StoreProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `store-e2e-${options.name}-`));
  const pgDatabase = options.database === 'postgres' ? await createPostgresDatabase() : null;
  const info: StoreInfo = {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    databaseUrl: pgDatabase?.url ?? null,
    webDistDir: options.webDistDir,
    logFile: path.join(options.logDir, `server-${options.name}.log`),
  };
  fs.mkdirSync(options.logDir, { recursive: true });

  let child: ChildProcess | null = null;
  const launch = async () => {
    const log = fs.openSync(info.logFile, 'a');
    child = spawn(process.execPath, [serverEntry], {
      cwd: repoRoot,
      env: storeEnv(info, options.env?.(info)),
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    running.add(child);
    const current = child;
    current.once('exit', () => running.delete(current));
    await waitUntilServing(current, info, 180_000);
  };
  const stop = async () => {
    const current = child;
    child = null;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const killer = setTimeout(() => current.kill('SIGKILL'), 15_000);
      current.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      current.kill('SIGTERM');
    });
  };

  try {
    await launch();
  } catch (error) {
    await stop();
    await pgDatabase?.drop().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    info,
    stop,
    start: launch,
    async dispose() {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await pgDatabase?.drop();
    },
  };
}

/**
 * A copy of the built storefront for this run: a build started meanwhile in the same tree (a
 * developer's `npm start`, say) replaces apps/web/dist's hashed files, and pages already open
 * would then ask for scripts that are gone.
 */
export function snapshotStorefront(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-web-'));
  fs.cpSync(path.join(repoRoot, 'apps/web/dist'), dir, { recursive: true });
  return dir;
}

/**
 * The owner's command line (`npm run admin -- ...`) on the store's own database; `input` goes to
 * its standard input (owner:create --password-stdin).
 */
export function runAdmin(
  info: StoreInfo,
  args: string[],
  input?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [adminEntry, ...args], {
      cwd: repoRoot,
      env: storeEnv(info),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    // Closed at once when there is nothing to send: a command that reads finds the end.
    child.stdin.end(input ?? '');
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The newest message the store wrote to its outbox for `to` (no SMTP_URL: mail is a file). */
export function outboxMessages(info: StoreInfo): Array<{ file: string; text: string }> {
  const dir = path.join(info.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: name, text: fs.readFileSync(path.join(dir, name), 'utf8') }));
}
