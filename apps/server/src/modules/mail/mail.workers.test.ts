// Several API processes send the order mails side by side against one PostgreSQL: each mail
// goes exactly once, whichever process claims it. (PGlite serves one process only, so this
// runs on PostgreSQL; TEST_DB=postgres.)
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { createOrder } from '../../flows/checkout/index.ts';
import { address, createProduct } from '../orders/test-fixtures.ts';
import {
  createMailTestApp,
  mailTestConfig,
  startSmtp,
  until,
  type TestSmtp,
} from './mail.test-kit.ts';

const MAILS = 60;

describe.runIf(testDbKind === 'postgres')('two API processes sending one outbox', () => {
  let smtp: TestSmtp;
  let setup: TestApp;
  const others: { app: FastifyInstance; database: DatabaseHandle }[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    smtp.delayMs = 50; // each send takes a while, so the two workers surely overlap
    // The orders are placed with no worker running, so both find the whole batch waiting.
    setup = await createMailTestApp(mailTestConfig({ SMTP_URL: smtp.url }, { worker: false }));
  });
  afterAll(async () => {
    for (const o of others) {
      await o.app.close();
      await o.database.close();
    }
    await setup?.close();
    await smtp?.close();
  });

  it('sends every mail exactly once', async () => {
    const shopper = await createTestUser(setup.app.db);
    const product = await createProduct(setup.app.db, { stock: { S: 1000 } });
    const ids: string[] = [];
    for (let i = 0; i < MAILS; i++) {
      const { order } = await createOrder(setup.app.db, shopper, {
        items: [{ productId: product.id, quantity: 1, size: 'S', color: 'Navy' }],
        shippingAddress: address,
      });
      ids.push(order.id);
    }

    // Two more "processes": apps of their own with their own connection pools and workers.
    const config = mailTestConfig({ SMTP_URL: smtp.url }, { pollMs: 10 });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ kind: 'postgres', url: setup.database.url! });
      const app = await buildApp({ config, database, logger: false });
      others.push({ app, database });
    }
    await Promise.all(others.map((o) => o.app.ready()));

    await until(() => smtp.received.length >= MAILS, `${MAILS} mails`, 20_000);
    // Give any duplicate the chance to arrive before counting.
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(MAILS);
    const subjects = smtp.received.map((r) => r.mail.subject).sort();
    expect(subjects).toEqual(ids.map((id) => `Your order ${id} is placed`).sort());
    expect(new Set(smtp.received.map((r) => r.mail.messageId)).size).toBe(MAILS);

    const rows = await setup.app.db
      .select({ by: mailOutbox.lockedBy, n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.status} = 'sent' and ${mailOutbox.attempts} = 1`)
      .groupBy(mailOutbox.lockedBy);
    // Both processes took part, and between them sent each mail on its first attempt.
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(MAILS);
  });
});
