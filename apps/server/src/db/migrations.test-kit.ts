// For the tests of one migration: a copy of the migrations folder whose journal stops just before
// it, so a database can be migrated to the state the migration finds, filled, then migrated on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { migrationsFolder } from './client.ts';

/** The migrations folder as it was before the migration whose tag matches `tag`. */
export function migrationsBefore(tag: RegExp): string {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  fs.cpSync(migrationsFolder(), to, { recursive: true });
  const journalFile = path.join(to, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => tag.test(e.tag));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return to;
}
