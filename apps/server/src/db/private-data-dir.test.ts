// The data folder and everything the store writes in it are private to the store's user: the
// embedded database's files (its write-ahead log held a two-factor secret others could read),
// now and later, and a folder others can read or write is refused before anything is opened.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirExposedError } from './private-data-dir.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'private-data-dir-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Every path below `dir` (itself included) whose mode lets anyone but its owner in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const st = fs.lstatSync(p);
    const expected = st.isDirectory() ? 0o700 : 0o600;
    if ((st.mode & 0o777 & ~expected) !== 0) found.push(`${p} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
  return found;
}

describe.skipIf(process.platform === 'win32')('the data folder', () => {
  it('is made private with every file the embedded database writes in it, then and later', async () => {
    const top = path.join(scratch, 'fresh');
    const dataDir = path.join(top, 'pglite');
    let database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    expect(openToOthers(top)).toEqual([]);
    // Files the database makes later (new tables, a checkpoint) are private too.
    await database.db.execute(sql`create table later_file (secret text)`);
    await database.db.execute(sql`insert into later_file values ('JBSWY3DPEHPK3PXP')`);
    await database.db.execute(sql`checkpoint`);
    expect(openToOthers(top)).toEqual([]);
    await database.close();
    // Opened again: PGlite rewrites a cache file 0644 at each start.
    database = await openDatabase({ kind: 'pglite', dataDir });
    expect(openToOthers(top)).toEqual([]);
    await database.close();
    expect(fs.statSync(top).mode & 0o777).toBe(0o700);
    expect(openToOthers(top)).toEqual([]);
  }, 60_000);

  it.each([0o755, 0o750, 0o703])(
    'refuses a folder of mode %o, saying how to make it private, and touches nothing',
    async (mode) => {
      const dataDir = path.join(scratch, `open-${mode.toString(8)}`);
      fs.mkdirSync(dataDir);
      fs.chmodSync(dataDir, mode);
      const opening = openDatabase({ kind: 'pglite', dataDir });
      await expect(opening).rejects.toThrow(DataDirExposedError);
      await expect(opening).rejects.toThrow(`chmod -R go= '${dataDir}'`);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    },
  );
});
