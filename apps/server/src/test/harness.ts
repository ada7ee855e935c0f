// Builds the real app on a real, empty database for one test file:
// TEST_DB=pglite (default) gives an in-memory PGlite; TEST_DB=postgres creates a throwaway
// database on the server named by TEST_DATABASE_URL and drops it afterwards. Either starts as a
// copy of the run's template (database-templates.ts) rather than migrating and seeding anew.
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { users } from '../db/schema.ts';
import type { DatabaseTemplates } from './database-templates.ts';
import { issueSessionToken } from '../modules/accounts/index.ts';

export const testDbKind: 'pglite' | 'postgres' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase extends DatabaseHandle {
  /** The connection URL when on PostgreSQL (for tests that start a second process). */
  url: string | null;
}

/** The run's template databases (database-templates.ts), or null outside Vitest's server project. */
function templates(): DatabaseTemplates | null {
  try {
    const made = inject('databaseTemplates');
    return made?.kind === testDbKind ? made : null;
  } catch {
    return null;
  }
}

let compiledPglite: Promise<WebAssembly.Module> | undefined;

/** Node's WebAssembly object: the server's TypeScript settings have its types, not the global. */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;

/**
 * PGlite's WebAssembly, compiled once a worker: the worker keeps this module from one test file
 * to the next (vitest.config.ts), and each file's database would otherwise compile it again.
 */
function pgliteWasm(): Promise<WebAssembly.Module> {
  const compiled = (compiledPglite ??= wasm.compile(
    readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')),
  ));
  return compiled;
}

/**
 * An empty database with the schema migrated; with `seeded`, holding the demo store and catalog
 * too. Copied from the run's template when there is one, else migrated (and seeded) here.
 */
export async function createTestDatabase(
  options: { seeded?: boolean } = {},
): Promise<TestDatabase> {
  const template = templates();
  const from = template && (options.seeded ? template.seeded : template.migrated);
  let handle: TestDatabase;
  if (testDbKind === 'pglite') {
    const wasmModule = await pgliteWasm();
    const opened = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      wasmModule,
      ...(from ? { from: new Blob([readFileSync(from)]) } : {}),
    });
    handle = { ...opened, url: null };
  } else {
    const name = `store_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(
      from ? `CREATE DATABASE ${name} TEMPLATE ${from}` : `CREATE DATABASE ${name}`,
    );
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
    handle = {
      ...opened,
      url: url.toString(),
      async close() {
        await opened.close();
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  if (!from) {
    await handle.migrate();
    if (options.seeded) await seedDatabase(handle.db, { demoCatalog: true });
  }
  return handle;
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Suites place many orders for one shopper from one address; the caps on open orders are
    // tested with their defaults in modules/orders/open-orders.test.ts.
    MAX_OPEN_ORDERS_PER_ACCOUNT: '1000',
    MAX_OPEN_ORDERS_PER_ADDRESS: '1000',
    DATA_DIR: '/nonexistent-test-data-dir',
    // The order mails' worker is off unless a suite turns it on (modules/mail/mail.test-kit.ts):
    // elsewhere it would only write .eml files for every order placed in a test.
    MAIL_WORKER: 'false',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/** A fresh database with the demo store and catalog, and the app built on it. */
export async function createTestApp(
  options: { env?: Record<string, string>; seed?: boolean } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: options.seed !== false });
  const config = testConfig(options.env);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A loopback port nothing listens on now (for a test server, or a double the app calls). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * createTestApp listening on a free loopback port, its PUBLIC_URL its own address (`base`): for
 * tests where something calls the store over real HTTP (a gateway's notification, its return).
 */
export async function createListeningTestApp(
  options: { env?: Record<string, string>; seed?: boolean } = {},
): Promise<TestApp & { base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ ...options, env: { ...options.env, PUBLIC_URL: base } });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, base };
}

let userCounter = 0;

/**
 * A shopper with a live session, made directly in the database so that tests of orders and
 * payments do not depend on the accounts routes. The password hash is not a valid hash:
 * this user can only use the returned token.
 */
export async function createTestUser(
  db: DatabaseHandle['db'],
  fields: { email?: string; firstName?: string; lastName?: string; phone?: string } = {},
): Promise<{ id: string; email: string; token: string; auth: { authorization: string } }> {
  userCounter += 1;
  const email =
    fields.email ?? `shopper${userCounter}.${randomBytes(3).toString('hex')}@example.in`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: 'test-user-without-password',
      firstName: fields.firstName ?? 'Asha',
      lastName: fields.lastName ?? 'Verma',
      phone: fields.phone ?? null,
    })
    .returning({ id: users.id });
  const { token } = await issueSessionToken(db, user!.id, 1);
  return { id: user!.id, email, token, auth: { authorization: `Bearer ${token}` } };
}

/** A client address of its own per test, so limits counted per address never leak across tests. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface CallOptions {
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** Calls the API the way a client would: from an address of its own, with an optional token. */
export function caller(app: FastifyInstance) {
  return async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    options: CallOptions = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: options.ip ?? randomIp(),
      headers,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return {
      status: res.statusCode,
      headers: res.headers,
      body: (res.body ? res.json() : undefined) as Record<string, unknown> & {
        error?: string;
        token?: string;
      },
      raw: res.body,
    };
  };
}
