// The data folder holds password hashes, two-factor secrets and shoppers' addresses (the embedded
// database, its write-ahead log, the mail outbox): it is the store's user's alone. A missing one
// is made private, one that others can read or write is refused with what to do about it, and
// the process makes everything it creates from then on private too (the umask turns the 0777
// folders and 0666 files it asks for into 0700 and 0600). PGlite also sets some modes itself
// (its first files 0666, a cache file 0644 at each start), so its folder is swept as well:
// when it opens, every minute while it runs, and when it closes (decision 018).
import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Group and other: any of their bits on the folder lets someone else in. */
const OTHERS = 0o077;

export class DataDirExposedError extends Error {
  constructor(dir: string, mode: number) {
    const shown = (mode & 0o777).toString(8).padStart(4, '0');
    super(
      `The data folder ${dir} can be read or written by other users of this machine ` +
        `(mode ${shown}). It holds password hashes, two-factor secrets and shoppers' addresses, ` +
        `so the store will not start on it. Make it private to this user, then start again:\n` +
        `  chmod -R go= '${dir}'`,
    );
    this.name = 'DataDirExposedError';
  }
}

/**
 * Creates `dir` (and any missing parent) private, or checks that an existing one is, and makes
 * whatever this process creates from now on private to its user. Throws DataDirExposedError
 * when group or others have any permission on it. Windows keeps no such modes: nothing to check.
 */
export function preparePrivateDataDir(dir: string): void {
  if (process.platform === 'win32') return;
  // Set before the folder is made, so that the parents made with it are private as well. A
  // worker thread cannot set it (only a test would open a data folder there): the folder's
  // own mode is still checked.
  if (isMainThread) process.umask(OTHERS);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { mode } = fs.statSync(dir);
  if ((mode & OTHERS) !== 0) throw new DataDirExposedError(dir, mode);
}

/** Makes every file below `dir` 0600 and every folder 0700 where it is not already. */
export async function makePrivate(dir: string): Promise<void> {
  const visit = async (p: string): Promise<void> => {
    const st = await fs.promises.lstat(p).catch(() => null);
    // Gone meanwhile (the database removes temporary files), or a link: left as it is.
    if (!st || st.isSymbolicLink()) return;
    const wanted = st.isDirectory() ? 0o700 : 0o600;
    if ((st.mode & 0o777) !== wanted) await fs.promises.chmod(p, wanted).catch(() => {});
    if (!st.isDirectory()) return;
    const names = await fs.promises.readdir(p).catch(() => []);
    for (const name of names) await visit(path.join(p, name));
  };
  if (process.platform !== 'win32') await visit(dir);
}

/** Sweeps `dir` now and every `everyMs` until stopped; stopping sweeps it once more. */
export async function keepPrivate(
  dir: string,
  everyMs = 60_000,
): Promise<{ stop(): Promise<void> }> {
  await makePrivate(dir);
  let sweeping: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = sweeping.then(() => makePrivate(dir));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await sweeping;
      await makePrivate(dir);
    },
  };
}
