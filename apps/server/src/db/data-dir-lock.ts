// PGlite is one process's database: two processes writing one data folder corrupt it.
// A lock file holding the owner's pid makes the second process stop with a clear message.
import fs from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already in use by process ${pid}. ` +
        'Stop that process first, or point DATA_DIR (or DATABASE_URL) elsewhere.',
    );
    this.name = 'DataDirLockedError';
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started, in clock ticks since boot (Linux's /proc), or null where that cannot be
 * read. A pid alone can lie: after a crash, a container's next start often gets the very same pid
 * (or another process got it since), and a lock trusted on the pid alone would never be freed.
 */
function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote this lock is still the one running under its pid. */
function ownerAlive(content: string): { pid: number; alive: boolean } {
  const [pidText, started] = content.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return { pid, alive: false };
  const now = processStart(pid);
  // Locks written before start times were kept, or systems without /proc: trust the pid.
  return { pid, alive: started === undefined || now === null || now === started };
}

export function acquireDataDirLock(dir: string): DataDirLock {
  const file = path.join(dir, '.store-lock');
  const mine = [process.pid, processStart(process.pid)].filter((x) => x !== null).join(' ');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = ownerAlive(fs.readFileSync(file, 'utf8'));
      if (owner.alive) throw new DataDirLockedError(dir, owner.pid);
      // The owner died without cleaning up (kill -9, power cut): the lock is stale.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
