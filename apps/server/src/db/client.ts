// One Drizzle database over either PGlite (embedded, the default) or PostgreSQL.
// Both speak the same SQL, so one schema and one migration set serve both.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { keepPrivate, preparePrivateDataDir } from './private-data-dir.ts';
import { plansPerQuery } from './plan-per-query.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a repository receives: the database or an open transaction on it. */
export type Executor = Pick<
  Database,
  'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'
> & {
  transaction: Database['transaction'];
};

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** For an in-memory database: start from this dump (PGlite's dumpDataDir) instead of empty. */
      from?: Blob;
      /** PostgreSQL's page cache inside PGlite; DEFAULT_PGLITE_SHARED_BUFFERS_MB unless set. */
      sharedBuffersMb?: number;
      /**
       * PGlite's WebAssembly, compiled by a caller that opens many databases in one process (the
       * tests): compiling it costs about half a second of CPU each time otherwise.
       */
      wasmModule?: WebAssembly.Module;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** The drizzle/ folder sits beside src/ and dist/, so look upwards from this module. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the drizzle migrations folder');
}

/** The longest a single query may wait for PostgreSQL's answer before it counts as gone. */
const QUERY_TIMEOUT_MS = 15_000;
/** How long /health waits for `select 1`: a health check that hangs tells nobody anything. */
const PING_TIMEOUT_MS = 2_000;

// An arbitrary constant: every process migrating the same PostgreSQL takes this lock first.
const MIGRATION_LOCK_ID = 804_402;

/**
 * PGlite keeps PostgreSQL's shared buffers inside its WebAssembly memory, which grows to hold
 * them and never gives memory back; initdb writes PostgreSQL's default of 128 MB, and PGlite
 * touches all of it on start. The store's whole database is tens of megabytes and its hot rows
 * (the catalog) are answered from the read cache, so a small pool is enough; a larger store
 * sets PGLITE_SHARED_BUFFERS_MB (docs/decisions/017-small-machine.md).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 8;

/** PGlite's own start parameters with the store's memory settings after them (last one wins). */
export function pgliteStartParams(sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`];
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      // A database cut off mid-query (a network partition, a failover) never answers: without
      // a limit the request would wait for ever and keep its connection from everyone else.
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle client that loses its connection emits 'error'; without a listener it would
    // crash the process. The pool replaces it on the next query.
    pool.on('error', () => undefined);
    pool.on('connect', preparePerConnection);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // A connection of its own, without the query time limit: a migration may run long.
        const client = new pg.Client({
          connectionString: target.url,
          connectionTimeoutMillis: 5_000,
        });
        // A lost connection also fails the query in progress; unheard, it would end the process.
        client.on('error', () => undefined);
        await client.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client, { schema }), {
            migrationsFolder: migrationsFolder(),
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          await client.end();
        }
      },
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }

  let lock: DataDirLock | null = null;
  if (target.dataDir) {
    preparePrivateDataDir(target.dataDir);
    lock = acquireDataDirLock(target.dataDir);
  }
  let client: PGlite;
  let privacy: { stop(): Promise<void> } | null = null;
  try {
    // pg_trgm: search's typo tolerance (docs/decisions/023-search.md); the migration creates it.
    const options = {
      startParams: pgliteStartParams(target.sharedBuffersMb),
      extensions: { pg_trgm },
      ...(target.wasmModule ? { pgliteWasmModule: target.wasmModule } : {}),
    };
    client = target.dataDir
      ? new PGlite(target.dataDir, options)
      : new PGlite(target.from ? { ...options, loadDataDir: target.from } : options);
    await client.waitReady;
    if (target.dataDir) privacy = await keepPrivate(target.dataDir);
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), {
        migrationsFolder: migrationsFolder(),
      });
    },
    ping: () => ping(db),
    close: async () => {
      try {
        await client.close();
        await privacy?.stop();
      } finally {
        lock?.release();
      }
    },
  };
}

/** The most distinct statements one connection keeps prepared before it starts afresh. */
const MAX_PREPARED_PER_CONNECTION = 500;

const names = new Map<string, string>();

/** A statement's name: a hash of its text, remembered so each text is hashed once. */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size >= MAX_PREPARED_PER_CONNECTION * 4) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Names every parameterised statement after a hash of its text, so each connection parses and
 * plans it once and then only binds and runs it (what postgres.js does by default; node-postgres
 * needs a name). Planning was most of PostgreSQL's work on an uncached category page: about
 * 0.5 ms of its 0.95 ms of CPU per request under autocannon. A statement without parameters
 * (BEGIN, COMMIT), or marked to be planned for its values, is sent as it is.
 */
function preparePerConnection(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = new Set<string>();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    // (config, values) from a transaction's client, (config, values, callback) from pool.query.
    const [config, values, ...rest] = args;
    if (
      config !== null &&
      typeof config === 'object' &&
      !('name' in config && (config as { name?: unknown }).name) &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const { text } = config as { text: string };
      // A statement planned for its values (plan-per-query.ts) stays unnamed.
      if (plansPerQuery(text)) return query(config, values, ...rest);
      const name = statementName(text);
      if (named.size >= MAX_PREPARED_PER_CONNECTION && !named.has(name)) {
        // Too many shapes on one connection: an unusual workload; just run it unnamed.
        return query(config, values, ...rest);
      }
      named.add(name);
      return query({ ...config, name }, values, ...rest);
    }
    return query(...args);
  };
}

async function ping(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      gaveUp,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
