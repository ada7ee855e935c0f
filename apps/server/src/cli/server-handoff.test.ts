// The command-line handoff: the running store runs the owner's commands for the command line on
// a Unix socket of its own (mode 0600, token checked first), and the public app has no such
// route, whatever address or token a request comes with.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKind, type TestApp } from '../test/harness.ts';
import { runCommand } from './run-command.ts';
import {
  carriesToken,
  listenForHandoff,
  readLiveHandoff,
  sendToRunningServer,
  writeHandoff,
  type HandoffListener,
  type ServerHandoff,
} from './server-handoff.ts';

const token = 'a'.repeat(43);
let t: TestApp;
let dataDir: string;
let listener: HandoffListener;
let live: ServerHandoff;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handoff-'));
  // A socket left behind by a server that was killed is replaced, not an error.
  fs.writeFileSync(path.join(dataDir, 'admin.sock'), '');
  listener = await listenForHandoff(dataDir, token, async (args, input) => {
    const out: string[] = [];
    const err: string[] = [];
    const exitCode = await runCommand(
      args,
      { db: t.app.db, config: t.config, out: (l) => out.push(l), input },
      (l) => err.push(l),
    );
    return { exitCode, out: out.join('\n'), err: err.join('\n') };
  });
  live = { pid: process.pid, socket: listener.socket, token };
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A raw request on the socket, with any headers and body (latin1 bytes pass as they are). */
function raw(
  headers: Record<string, string>,
  body: string,
  urlPath = '/run',
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath: listener.socket, path: urlPath, method: 'POST', headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe(`the handoff socket (${testDbKind})`, () => {
  it('is a socket only its owner may open (mode 0600)', () => {
    const stat = fs.statSync(listener.socket);
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('runs a command and answers its output and exit code', async () => {
    const res = await sendToRunningServer(live, ['orders:list']);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ exitCode: 0, out: 'No orders yet.', err: '' });
  });

  it('carries what the command line read (a password) in the body, never in argv', async () => {
    const args = ['owner:create', '--email', 'handoff.owner@example.in'];
    const res = await sendToRunningServer(live, args, 'a-long-enough-password');
    expect(res.body).toMatchObject({ exitCode: 0, out: expect.stringMatching(/^Owner handoff/) });
    const without = await sendToRunningServer(live, [...args.slice(0, 2), 'other@example.in']);
    expect(without.body).toMatchObject({ exitCode: 2, err: expect.stringMatching(/no password/) });
  });

  it("reports the owner's mistakes with exit code 2", async () => {
    const res = await sendToRunningServer(live, ['orders:show', 'NOPE']);
    expect(res.body).toMatchObject({ exitCode: 2, err: expect.stringMatching(/^Error: /) });
  });

  it('checks the token before the body: an empty body without it is a 401, not a 400', async () => {
    expect(await raw({ 'content-type': 'application/json' }, '{}')).toEqual({
      status: 401,
      body: { error: 'Not authorised' },
    });
    expect((await raw({ authorization: `Bearer ${token}` }, '{}')).status).toBe(400);
  });

  it('refuses a wrong token, a shorter one and a Latin-1 one, never with a 500', async () => {
    const wrong = [
      'b'.repeat(43),
      'a',
      // 43 characters, 86 bytes once encoded: the shape that made the old check throw.
      'é'.repeat(43),
    ];
    for (const given of wrong) {
      const res = await raw({ authorization: `Bearer ${given}` }, '{"args":["orders:list"]}');
      expect(res.status, given).toBe(401);
    }
    const latin1 = await sendToRunningServer({ ...live, token: 'ÿ'.repeat(43) }, ['orders:list']);
    expect(latin1.status).toBe(401);
  });

  it('answers 404 to any other path, once the token is right', async () => {
    const res = await raw({ authorization: `Bearer ${token}` }, '{}', '/api/v1/admin/cli');
    expect(res.status).toBe(404);
  });

  it('compares digests, so any length and any bytes give an answer', () => {
    expect(carriesToken(`Bearer ${token}`, token)).toBe(true);
    expect(carriesToken(token, token)).toBe(false);
    expect(carriesToken(undefined, token)).toBe(false);
    expect(carriesToken(`Bearer ${'\u00e9'.repeat(43)}`, token)).toBe(false);
  });

  it('is found through server.json, which only its owner may read', () => {
    const remove = writeHandoff(dataDir, live);
    expect(fs.statSync(path.join(dataDir, 'server.json')).mode & 0o777).toBe(0o600);
    expect(readLiveHandoff(dataDir)).toEqual(live);
    remove();
    expect(readLiveHandoff(dataDir)).toBeNull();
  });

  it('ignores a server.json of the old kind, which named a port', () => {
    fs.writeFileSync(
      path.join(dataDir, 'server.json'),
      JSON.stringify({ pid: process.pid, port: 8044, token }),
    );
    expect(readLiveHandoff(dataDir)).toBeNull();
    fs.rmSync(path.join(dataDir, 'server.json'));
  });
});

describe(`the public app (${testDbKind})`, () => {
  it('answers 404 at the old route, with a token or without, like any unknown path', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/no-such-thing' });
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      for (const payload of [{}, { args: ['orders:list'] }]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/cli',
          remoteAddress: '127.0.0.1',
          headers,
          payload,
        });
        expect(res.statusCode).toBe(unknown.statusCode);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          error: 'No such endpoint: POST /api/v1/admin/cli',
          code: 'not_found',
        });
      }
    }
  });
});
