// PGlite lets one process open the data folder. While the store is running, the command line
// hands its command to that server instead. The handoff is not a route of the public app, where
// a reverse proxy on the same host would make every shopper look local (SECURITY.md, "The
// owner's command line"): the server listens on a Unix socket of its own, DATA_DIR/admin.sock,
// mode 0600, and writes the socket's path and a random token to DATA_DIR/server.json (mode
// 0600). Only the account that runs the store can open either; the token is checked first,
// before anything of the request is read, by comparing SHA-256 digests in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { z } from 'zod';

export interface ServerHandoff {
  pid: number;
  /** The Unix socket the server runs commands on. */
  socket: string;
  token: string;
}

export const handoffFile = (dataDir: string) => path.join(dataDir, 'server.json');
export const handoffSocket = (dataDir: string) => path.join(dataDir, 'admin.sock');

/** The path the handoff answers on; anything else is a 404. */
const RUN_PATH = '/run';
const BODY_LIMIT = 64 * 1024;

export function writeHandoff(dataDir: string, info: ServerHandoff): () => void {
  const file = handoffFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
  return () => {
    try {
      const current = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ServerHandoff>;
      if (current.pid === info.pid) fs.unlinkSync(file);
    } catch {
      // Gone already.
    }
  };
}

/** The running server that holds this data folder, if there is one. */
export function readLiveHandoff(dataDir: string): ServerHandoff | null {
  let info: Partial<ServerHandoff>;
  try {
    info = JSON.parse(fs.readFileSync(handoffFile(dataDir), 'utf8')) as Partial<ServerHandoff>;
  } catch {
    return null;
  }
  // A file from a server before the socket (it named a port) is not followed.
  if (
    typeof info.pid !== 'number' ||
    typeof info.socket !== 'string' ||
    typeof info.token !== 'string'
  ) {
    return null;
  }
  try {
    process.kill(info.pid, 0);
  } catch {
    return null;
  }
  return { pid: info.pid, socket: info.socket, token: info.token };
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether the Authorization header carries `token`. Both sides are hashed first, so any length
 * and any bytes compare in constant time without throwing (a 43-character Latin-1 token once
 * made timingSafeEqual throw on buffers of different lengths).
 */
export function carriesToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

// `input` is what the command line read for the command on its own side (a password typed at
// its prompt): it travels in the body, never in argv, where `ps` would show it.
const runRequest = z
  .object({
    args: z.array(z.string().max(10_000)).max(50),
    input: z.string().max(10_000).optional(),
  })
  .strict();

export interface HandoffResult {
  exitCode: number;
  out: string;
  err: string;
}

export interface HandoffListener {
  socket: string;
  close(): Promise<void>;
}

function answer(res: http.ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * Listens on DATA_DIR/admin.sock, created with mode 0600, and runs each command it is given
 * with the token through `run`. A stale socket of a process that died is replaced: the data
 * folder's lock (db/data-dir-lock.ts) already proves no live server is using it.
 */
export async function listenForHandoff(
  dataDir: string,
  token: string,
  run: (args: string[], input: string | undefined) => Promise<HandoffResult>,
): Promise<HandoffListener> {
  const socket = handoffSocket(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.rmSync(socket, { force: true });

  const server = http.createServer((req, res) => {
    // The token before anything else: a stranger learns nothing, not even that a path exists.
    if (!carriesToken(req.headers.authorization, token)) {
      req.resume();
      answer(res, 401, { error: 'Not authorised' });
      return;
    }
    if (req.method !== 'POST' || req.url !== RUN_PATH) {
      req.resume();
      answer(res, 404, { error: 'Not found' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        answer(res, 413, { error: 'The command is too long' });
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (res.headersSent) return;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        answer(res, 400, { error: 'The body must be JSON' });
        return;
      }
      const parsed = runRequest.safeParse(body);
      if (!parsed.success) {
        answer(res, 400, { error: 'The body must be { "args": [strings] }' });
        return;
      }
      run(parsed.data.args, parsed.data.input).then(
        (result) => answer(res, 200, result),
        (err: unknown) => {
          answer(res, 500, { error: `The command failed: ${(err as Error).message}` });
        },
      );
    });
  });

  // Created owner-only from the start (the umask covers the moment between bind and chmod);
  // the chmod makes sure of it whatever the platform does with a socket's mode.
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(previous);
  }
  fs.chmodSync(socket, 0o600);

  return {
    socket,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(socket, { force: true });
    },
  };
}

/** The command line's side: sends argv to the running server and returns what it answered. */
export function sendToRunningServer(
  live: ServerHandoff,
  args: string[],
  input?: string,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(input === undefined ? { args } : { args, input });
    const req = http.request(
      {
        socketPath: live.socket,
        path: RUN_PATH,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${live.token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Kept as text for the message.
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
