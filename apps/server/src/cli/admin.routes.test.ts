// The command-line handoff: the running store runs owner's commands for the command line, but
// only on the loopback interface, only with its token, and only on the embedded database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, testDbKind, type TestApp } from '../test/harness.ts';

const token = 'a'.repeat(43);
let t: TestApp;
let withHandoff: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  withHandoff = await buildApp({
    config: testConfig(),
    database: t.database,
    logger: false,
    adminToken: token,
  });
  await withHandoff.ready();
});
afterAll(async () => {
  await withHandoff?.close();
  await t?.close();
});

const run = (app: FastifyInstance, args: string[], auth = token, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/admin/cli',
    remoteAddress,
    headers: { authorization: `Bearer ${auth}` },
    payload: { args },
  });

describe(`command-line handoff (${testDbKind})`, () => {
  it('runs a command and answers its output and exit code', async () => {
    const res = await run(withHandoff, ['orders:list']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ exitCode: 0 });
    expect(res.json().out).toMatch(/order/i);
  });

  it("reports the owner's mistakes with exit code 2", async () => {
    const res = await run(withHandoff, ['orders:show', 'NOPE']);
    expect(res.json().exitCode).toBe(2);
    expect(res.json().err).toMatch(/^Error: /);
  });

  it('hides itself from a wrong token and from other addresses', async () => {
    expect((await run(withHandoff, ['orders:list'], 'b'.repeat(43))).statusCode).toBe(404);
    expect((await run(withHandoff, ['orders:list'], token, '10.1.2.3')).statusCode).toBe(404);
  });

  it('does not exist when the server was not given a token', async () => {
    expect((await run(t.app, ['orders:list'])).statusCode).toBe(404);
  });
});
