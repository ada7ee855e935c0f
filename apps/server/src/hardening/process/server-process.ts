// The built server (dist/server.mjs) as a child process, the way `npm start` runs it, so that
// it can be killed with SIGKILL and started again on the same data; and a TCP proxy in front of
// PostgreSQL that a test can cut and restore without touching the shared PostgreSQL service.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverEntry = path.join(serverDir, 'dist', 'server.mjs');

/**
 * Builds dist/ from the current source when it is older than the source (esbuild, about a
 * second), with the same check as `npm start` (scripts/lib.mjs `ensureBuild`). Not every time:
 * `npm test` builds first, and the browser journeys running beside these tests start servers
 * from the same dist/, which a rebuild would rewrite under them.
 */
export function buildServer(): void {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { ensureBuild } from './scripts/lib.mjs'; ensureBuild({ only: 'server', quiet: true });",
    ],
    { cwd: path.resolve(serverDir, '../..'), encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`building the server failed:\n${result.stderr}${result.stdout}`);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote to stderr and stdout, for failure messages. */
  output(): string;
  alive(): boolean;
  /** Sends the signal and waits until the process has exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the built server with `env` on a free port. DATA_DIR is required, a test's own
 * folder: left out, the server would take its default, apps/server/data, and leave the mails
 * it writes (the outbox) and its admin socket in the source tree.
 */
export async function startServer(
  env: Record<string, string> & { DATA_DIR: string },
): Promise<ServerProcess> {
  if (!env.DATA_DIR) throw new Error("startServer needs a DATA_DIR of the test's own");
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      SEED_DEMO: 'false',
      // A stream of orders from one shopper: the caps on open orders are tested elsewhere.
      MAX_OPEN_ORDERS_PER_ACCOUNT: '100000',
      MAX_OPEN_ORDERS_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop(signal) {
      if (server.alive()) child.kill(signal);
      await exited;
    },
  };
  try {
    // A cold start on a loaded 2-core machine (CI runs the browser journeys beside these) has
    // taken over 60 s: the bound is for a server that never comes up, not a slow one.
    await waitForHealth(server, 200, 120_000);
  } catch (err) {
    await server.stop('SIGKILL');
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output}`);
  }
  return server;
}

/** Polls GET /api/v1/health until it answers `status` (no fixed sleeps: as soon as it does). */
export async function waitForHealth(
  server: ServerProcess,
  status: number,
  timeoutMs: number,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < until) {
    if (!server.alive()) throw new Error(`the server exited (${server.child.exitCode})`);
    try {
      const res = await fetch(`${server.base}/api/v1/health`, {
        signal: AbortSignal.timeout(5_000),
      });
      last = `${res.status} ${await res.text()}`;
      if (res.status === status) return;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`/health did not answer ${status} within ${timeoutMs} ms (last: ${last})`);
}

export interface TcpProxy {
  port: number;
  /** Closes the listener and every open connection: the database refuses to be reached. */
  cut(): Promise<void>;
  /**
   * Keeps every connection open but passes nothing through, and accepts new ones that lead
   * nowhere: a network partition, where the database neither answers nor refuses.
   */
  stall(): void;
  /** Drops what a stall or a cut left behind and passes traffic again: the database is back. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A loopback TCP proxy to `target`, which the test can cut, stall and restore at will. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let stalled = false;

  const forget = (...pair: net.Socket[]) => {
    for (const s of pair) {
      s.destroy();
      sockets.delete(s);
    }
  };

  const accept = (client: net.Socket) => {
    sockets.add(client);
    client.on('error', () => forget(client)).on('close', () => forget(client));
    if (stalled) {
      client.on('data', () => undefined);
      return;
    }
    const upstream = net.connect(target);
    sockets.add(upstream);
    const drop = () => forget(client, upstream);
    upstream.on('error', drop).on('close', drop);
    client.on('close', drop);
    // Forwarded by hand rather than piped, so that a stall can swallow bytes in flight.
    client.on('data', (d: Buffer) => {
      if (!stalled) upstream.write(d);
    });
    upstream.on('data', (d: Buffer) => {
      if (!stalled) client.write(d);
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer(accept);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const dropAll = () => forget(...sockets);

  const cut = async () => {
    const s = server;
    server = null;
    dropAll();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  return {
    port,
    cut,
    stall() {
      stalled = true;
    },
    async restore() {
      dropAll();
      stalled = false;
      if (!server) await listen();
    },
    close: cut,
  };
}
