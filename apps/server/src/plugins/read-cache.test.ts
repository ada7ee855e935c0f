// The read cache's answer over real HTTP, where it is given before Fastify sees the request
// (FirstLook): the same bytes and headers as the route, no access line for a hit, a line for a
// hit that was slow or failed, and Fastify's path kept where it decides something (CORS, debug).
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/harness.ts';
import type * as AccessLog from './access-log.ts';
import { SLOW_REQUEST_MS } from './access-log.ts';

// Counts the hits the first look answers (it watches each one for a slow or failed answer).
const watched = vi.hoisted(() => ({ count: 0 }));
vi.mock('./access-log.ts', async (importOriginal) => {
  const original = await importOriginal<typeof AccessLog>();
  return {
    ...original,
    watchHit: (...args: Parameters<typeof original.watchHit>) => {
      watched.count += 1;
      original.watchHit(...args);
    },
  };
});
const { watchHit } = await import('./access-log.ts');

interface Line {
  level: number;
  msg: string;
  [key: string]: unknown;
}

let database: TestDatabase;
const servers: { app: FastifyInstance; base: string; lines: Line[] }[] = [];

/** The app as `npm start` builds it (at `logLevel`), listening on a free loopback port. */
async function start(logLevel?: string) {
  const lines: Line[] = [];
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data-dir',
    WEB_DIST_DIR: '/nonexistent',
    ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
  });
  const app = await buildApp({
    config,
    database,
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  const server = { app, base: `http://127.0.0.1:${address.port}`, lines };
  servers.push(server);
  return server;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demoCatalog: true });
});
afterAll(async () => {
  for (const s of servers) await s.app.close();
  await database?.close();
});
beforeEach(() => {
  watched.count = 0;
});

/** What the server sent, with the two headers that differ by request (clock, request id). */
async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  const kept = Object.fromEntries(
    [...res.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'),
  );
  return { status: res.status, headers: kept, requestId: res.headers.get('x-request-id'), body };
}

/** Lets the access line of an answer that has just gone out be written. */
const settle = () => new Promise((r) => setTimeout(r, 20));

describe(`the read cache's answer before Fastify (${testDbKind})`, () => {
  it('answers a repeated catalog read with the route’s bytes and headers, and no log line', async () => {
    const { base, lines } = await start();
    const url = `${base}/api/v1/products?category=women&page=2`;
    const routed = await get(url);
    await settle();
    const before = lines.length;
    const hit = await get(url);
    await settle();
    expect(routed.status).toBe(200);
    expect(routed.requestId).toBeTruthy();
    expect(hit.requestId).toBeNull();
    expect(watched.count).toBe(1);
    expect(hit.status).toBe(200);
    expect(hit.body.equals(routed.body)).toBe(true);
    expect(hit.headers).toEqual(routed.headers);
    expect(hit.headers['content-security-policy']).toContain("default-src 'none'");
    expect(lines.slice(before)).toEqual([]);

    const notModified = await get(url, { 'if-none-match': String(hit.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(watched.count).toBe(2);

    const packed = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(watched.count).toBe(3);
    // fetch unpacks it: the same JSON as the plain answer.
    expect(await packed.text()).toBe(routed.body.toString('utf8'));
  });

  it('leaves a request with an Origin to Fastify, where CORS adds its headers', async () => {
    const { base, app } = await start();
    const url = `${base}/api/v1/storeInfo`;
    await get(url);
    await get(url);
    expect(watched.count).toBe(1);
    const origin = app.config.corsOrigins[0]!;
    const cross = await get(url, { origin });
    expect(watched.count).toBe(1);
    expect(cross.headers['access-control-allow-origin']).toBe(origin);
  });

  it('writes a debug line for every hit when LOG_LEVEL is debug (Fastify answers them)', async () => {
    const { base, lines } = await start('debug');
    const url = `${base}/api/v1/storeInfo`;
    await get(url);
    await settle();
    const before = lines.length;
    await get(url);
    await settle();
    expect(watched.count).toBe(0);
    const written = lines.slice(before).filter((l) => l.msg === 'request completed');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 20, res: { statusCode: 200 } });
  });
});

describe('watchHit', () => {
  function watch(startedMsAgo: number) {
    const calls: { level: string; line: Record<string, unknown>; msg: string }[] = [];
    const log = Object.fromEntries(
      ['error', 'warn', 'info', 'debug'].map((level) => [
        level,
        (line: Record<string, unknown>, msg: string) => void calls.push({ level, line, msg }),
      ]),
    ) as unknown as FastifyBaseLogger;
    const req = {
      method: 'GET',
      url: '/api/v1/products?category=men',
      headers: { host: 'shop.example', 'x-forwarded-for': '203.0.113.9' },
      socket: { remoteAddress: '127.0.0.1', remotePort: 4000 },
    } as unknown as IncomingMessage;
    const res = Object.assign(new EventEmitter(), { statusCode: 200 });
    watchHit(log, req, res as unknown as ServerResponse, performance.now() - startedMsAgo);
    return { calls, res };
  }

  it('writes nothing for a quick hit and lets go of the answer', () => {
    const { calls, res } = watch(2);
    res.emit('finish');
    expect(calls).toEqual([]);
    expect(res.listenerCount('finish') + res.listenerCount('error')).toBe(0);
  });

  it('writes a slow hit at warn once it has gone out', () => {
    const { calls, res } = watch(SLOW_REQUEST_MS + 5);
    res.emit('finish');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      level: 'warn',
      msg: 'request completed',
      line: { slow: true, cacheHit: true, forwardedFor: '203.0.113.9' },
    });
    expect(calls[0]!.line.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });

  it('writes a failed hit at error', () => {
    const { calls, res } = watch(1);
    res.emit('error', new Error('socket hang up'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ level: 'error', msg: 'request errored' });
  });
});
