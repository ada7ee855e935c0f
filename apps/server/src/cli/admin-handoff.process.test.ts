// The owner's command line against a running store on the embedded database, as processes:
// `npm run admin` reaches the server through its socket and not through the public port, where
// the old route now answers 404 like any unknown path (issue 17, item 2).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  serverEntry,
  startServer,
  type ServerProcess,
} from '../hardening/process/server-process.ts';

const adminEntry = path.join(path.dirname(serverEntry), 'admin.mjs');
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  buildServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-handoff-'));
  server = await startServer({ DATA_DIR: dataDir });
}, 180_000);
afterAll(async () => {
  await server?.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function admin(...args: string[]) {
  return spawnSync(process.execPath, [adminEntry, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('the command line and a running store', () => {
  it('runs commands through the running store, which holds the database', () => {
    const list = admin('orders:list');
    expect(list.stderr).toBe('');
    expect(list.stdout.trim()).toBe('No orders yet.');
    expect(list.status).toBe(0);
    const mistake = admin('orders:show', 'NOPE');
    expect(mistake.status).toBe(2);
    expect(mistake.stderr).toMatch(/^Error: /);
  });

  it('finds it through an owner-only socket in the data folder', () => {
    const info = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8')) as {
      socket: string;
    };
    expect(info.socket).toBe(path.join(dataDir, 'admin.sock'));
    expect(fs.statSync(info.socket).mode & 0o777).toBe(0o600);
  });

  it('has no handoff on the public port: 404 with or without the token', async () => {
    const { token } = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8')) as {
      token: string;
    };
    for (const authorization of [undefined, `Bearer ${token}`]) {
      for (const body of ['{}', '{"args":["orders:list"]}']) {
        const res = await fetch(`${server.base}/api/v1/admin/cli`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(authorization ? { authorization } : {}),
          },
          body,
        });
        expect(res.status).toBe(404);
      }
    }
  });

  it('cleans up the socket and server.json when the store stops', async () => {
    await server.stop('SIGTERM');
    expect(fs.existsSync(path.join(dataDir, 'admin.sock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'server.json'))).toBe(false);
  });
});
