import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'store-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses a second holder while the first is alive, with a clear message', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by process/);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid!;
    await new Promise((r) => child.on('exit', r));
    fs.writeFileSync(path.join(dir, '.store-lock'), String(pid));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, '.store-lock'), 'utf8')).toMatch(
      new RegExp(`^${process.pid}\\b`),
    );
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (a restarted container)', () => {
    const dir = tempDir();
    // This very pid, but started at another moment: what a container restarted after a crash
    // sees when its new server is given the pid the old one had.
    fs.writeFileSync(path.join(dir, '.store-lock'), `${process.pid} 1`);
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(path.join(dir, '.store-lock'))).toBe(false);
  });
});
