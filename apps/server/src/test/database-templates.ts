// Vitest's global set-up for the server's tests: once per run, a database migrated, and one
// migrated and seeded with the demo store, which every test file's database then starts as a
// copy of (harness.ts). Starting PGlite empty, migrating and seeding cost about 7 s of CPU per
// file; loading a dump made smaller (compact, below) costs about 1. PostgreSQL copies a
// template database in one statement.
// docs/decisions/016-test-run-and-build.md
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteStartParams, type DatabaseHandle } from '../db/client.ts';
import { seedDatabase } from '../db/seed/seed.ts';

/** Where each template is: a dump file for PGlite, a database name for PostgreSQL. */
export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const seed = (handle: DatabaseHandle) => seedDatabase(handle.db, { demoCatalog: true });

/**
 * A PGlite dump made smaller, so that every test file's copy of it loads in about 0.8 s of CPU
 * rather than 1.4 (measured on 2026-11-28): without the template databases, which initdb makes
 * and no test uses, and with one segment of write-ahead log, not two, as a checkpoint leaves it
 * when it removes old segments instead of keeping them for reuse.
 */
async function compact(dump: Blob): Promise<Blob> {
  const client = new PGlite({
    loadDataDir: dump,
    extensions: { pg_trgm },
    startParams: [...pgliteStartParams(), '-c', 'wal_recycle=off'],
  });
  try {
    for (const name of ['template0', 'template1']) {
      await client.exec(`ALTER DATABASE ${name} WITH is_template false`);
      await client.exec(`DROP DATABASE ${name}`);
    }
    await client.exec('CHECKPOINT');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function pgliteTemplates(): Promise<{
  templates: DatabaseTemplates;
  remove(): Promise<void> | void;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-templates-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    // Drizzle keeps the driver it was given as `$client`; its type does not say so.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = async (name: string) => {
      const file = path.join(dir, `${name}.tar`);
      const data = await compact(await client.dumpDataDir('none'));
      fs.writeFileSync(file, Buffer.from(await data.arrayBuffer()));
      return file;
    };
    await handle.migrate();
    const migrated = await dump('migrated');
    await seed(handle);
    const seeded = await dump('seeded');
    return {
      templates: { kind: 'pglite', migrated, seeded },
      remove: () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  } finally {
    await handle.close();
  }
}

async function postgresTemplates(): Promise<{
  templates: DatabaseTemplates;
  remove(): Promise<void> | void;
}> {
  const prefix = `store_template_${randomBytes(5).toString('hex')}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  const drop = () =>
    withAdmin(async (admin) => {
      for (const name of [migrated, seeded]) {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    });
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${migrated}`));
  const url = new URL(adminUrl);
  url.pathname = `/${migrated}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  try {
    await handle.migrate();
  } finally {
    // A template must have no connection open while it is copied.
    await handle.close();
  }
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${seeded} TEMPLATE ${migrated}`));
  url.pathname = `/${seeded}`;
  const seededHandle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  try {
    await seed(seededHandle);
  } finally {
    await seededHandle.close();
  }
  return {
    templates: { kind: 'postgres', migrated, seeded },
    remove: drop,
  };
}

export default async function setup(project: TestProject) {
  const made =
    process.env.TEST_DB === 'postgres' ? await postgresTemplates() : await pgliteTemplates();
  project.provide('databaseTemplates', made.templates);
  return async () => {
    await made.remove();
  };
}
