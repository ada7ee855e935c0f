// What the log holds with the configuration `npm start` runs (LOG_LEVEL unset, so info, and
// the catalog cache on): one line per request, none for an answer from the read cache.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/harness.ts';
import { AccessLogController, SLOW_REQUEST_MS, redactUrl } from './access-log.ts';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  hits?: number;
  notModified?: number;
  [key: string]: unknown;
}

const lines: Line[] = [];
const sink = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demoCatalog: true });
  // Nothing but what a test needs to run apart from the machine's data and build.
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data-dir',
    WEB_DIST_DIR: '/nonexistent',
  });
  expect(config.logLevel).toBe('info');
  expect(config.catalogCache.enabled).toBe(true);
  app = await buildApp({ config, database, logStream: sink });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The lines one request wrote (the answer's line is written once its last byte is out). */
async function linesOf(url: string, headers: Record<string, string> = {}) {
  const before = lines.length;
  const res = await app.inject({ method: 'GET', url, headers });
  await new Promise((r) => setImmediate(r));
  return { res, written: lines.slice(before) };
}

describe(`access log at the default configuration (${testDbKind})`, () => {
  it('writes one line for a miss and none for a cached hit', async () => {
    const miss = await linesOf('/api/v1/storeInfo');
    expect(miss.res.statusCode).toBe(200);
    expect(miss.written).toHaveLength(1);
    expect(miss.written[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/storeInfo' },
      res: { statusCode: 200 },
    });

    const hit = await linesOf('/api/v1/storeInfo');
    expect(hit.res.statusCode).toBe(200);
    expect(hit.written).toEqual([]);
    const revalidated = await linesOf('/api/v1/storeInfo', {
      'if-none-match': String(hit.res.headers.etag),
    });
    expect(revalidated.res.statusCode).toBe(304);
    expect(revalidated.written).toEqual([]);
  });

  it('writes one line for an error', async () => {
    const notFound = await linesOf('/api/v1/products/999999999');
    expect(notFound.res.statusCode).toBe(404);
    expect(notFound.written).toHaveLength(1);
    expect(notFound.written[0]).toMatchObject({
      msg: 'request completed',
      res: { statusCode: 404 },
    });
  });

  it('never writes the contact details of an order lookup', async () => {
    const { written } = await linesOf('/api/v1/orders/EE-22222A?contactInfo=asha%40example.in&x=1');
    expect(written).toHaveLength(1);
    expect(written[0]?.req?.url).toBe('/api/v1/orders/EE-22222A?contactInfo=[redacted]&x=1');
    expect(JSON.stringify(written)).not.toContain('asha');
  });

  it('counts the hits and writes them as one summary line', async () => {
    await linesOf('/api/v1/storeInfo');
    const before = lines.length;
    await app.close();
    const summary = lines.slice(before).find((l) => l.msg === 'catalog cache hits');
    expect(summary).toMatchObject({ level: 30, hits: 3, notModified: 1 });
  });
});

describe('AccessLogController', () => {
  /** The level at which the controller writes the line of one finished request. */
  function levelOf(statusCode: number, elapsedTime: number, answeredFromCache: boolean) {
    const calls: string[] = [];
    const log = Object.fromEntries(
      ['error', 'warn', 'info', 'debug'].map((level) => [level, () => void calls.push(level)]),
    );
    const request = { answeredFromCache } as unknown as FastifyRequest;
    const reply = { statusCode, elapsedTime, log } as unknown as FastifyReply;
    new AccessLogController().requestCompleted(null, request, reply);
    return calls;
  }

  it.each([
    [200, 5, false, ['info']],
    [404, 5, false, ['info']],
    [500, 5, false, ['error']],
    [200, 5, true, ['debug']],
    [304, 5, true, ['debug']],
    [200, SLOW_REQUEST_MS, true, ['warn']],
    [200, SLOW_REQUEST_MS, false, ['warn']],
    [503, SLOW_REQUEST_MS, false, ['error']],
  ])('status %i after %i ms (cache hit: %s) is written at %j', (status, ms, hit, levels) => {
    expect(levelOf(status, ms, hit)).toEqual(levels);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/v1/orders/EE-2?contactInfo=9876543210', '/api/v1/orders/EE-2?contactInfo=[redacted]'],
    ['/a?x=1&contactinfo=a%40b.in', '/a?x=1&contactinfo=[redacted]'],
    ['/a?contact%49nfo=a%40b.in', '/a?contact%49nfo=[redacted]'],
    ['/a?contactInfo', '/a?contactInfo=[redacted]'],
    ['/a?q=contactInfo%3Dx', '/a?q=contactInfo%3Dx'],
    ['/api/v1/products', '/api/v1/products'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
