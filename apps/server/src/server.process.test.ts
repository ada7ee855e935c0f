// The built server as a process: a bad setting stops it with a message naming the variable,
// a second process on the same embedded database is refused, SIGTERM finishes the requests in
// flight, shuts down cleanly and frees the embedded database for the next start.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(serverDir, 'dist', 'server.mjs');
let scratch: string;
let dataDir: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

beforeAll(() => {
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}`);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'store-process-'));
  // Not there yet: the server makes it, as `npm start` makes ./data on a fresh clone.
  dataDir = path.join(scratch, 'data');
}, 60_000);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Paths below `dir` (itself included) that anyone but their owner may read or write. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const st = fs.lstatSync(p);
    if ((st.mode & 0o077) !== 0) found.push(`${p} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
  return found;
}

describe('the server process', () => {
  it('refuses a bad setting with a message that names it', () => {
    const run = spawnSync(process.execPath, [entry], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT');
  });

  it.skipIf(process.platform === 'win32')(
    'refuses a data folder other users can read or write, saying how to fix it',
    async () => {
      const open = path.join(scratch, 'shared');
      fs.mkdirSync(open);
      fs.chmodSync(open, 0o755);
      const run = spawnSync(process.execPath, [entry], {
        env: { ...process.env, PORT: String(await freePort()), DATA_DIR: open },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`The data folder ${open} can be read or written by other users`);
      expect(run.stderr).toContain(`chmod -R go= '${open}'`);
      expect(fs.readdirSync(open)).toEqual([]);
    },
  );

  it('serves, then shuts down on SIGTERM and releases the data folder', async () => {
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      // The production cost, so that the sign-up below is still hashing when SIGTERM comes.
      PASSWORD_HASH_COST: '17',
    };
    const child = spawn(process.execPath, [entry], { env, stdio: 'ignore' });
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    const deadline = Date.now() + 90_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (!healthy) await new Promise((r) => setTimeout(r, 200));
    }
    expect(healthy).toBe(true);

    // A second process on the same embedded database stops at once, saying why.
    const second = spawnSync(process.execPath, [entry], {
      env: { ...env, PORT: String(await freePort()) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/already in use by process \d+/);

    // A sign-up (a deliberately slow password hash) in flight when SIGTERM comes is finished.
    const signUp = fetch(`http://127.0.0.1:${port}/api/v1/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'late-shopper@example.in',
        password: 'a long passphrase',
        firstName: 'Meera',
        lastName: 'Iyer',
      }),
    });
    await new Promise((r) => setTimeout(r, 150));
    child.kill('SIGTERM');
    expect((await signUp).status).toBe(201);
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite', '.store-lock'))).toBe(false);
    // Made by the server, private, and so is everything in it (the database, server.json).
    if (process.platform !== 'win32') expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);
});
