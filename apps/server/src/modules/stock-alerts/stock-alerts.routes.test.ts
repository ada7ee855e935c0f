// Back in stock end to end (issue 33): a sign-up for a sold-out size answers the same sentence
// whoever else waits; bad input is refused; sign-ups are rate limited; a restock mails each
// waiting address once through the outbox.
import { NOTIFY_ME_CONFIRMATION } from '@store/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, productStock, stockAlerts } from '../../db/schema.ts';
import {
  caller,
  createTestApp,
  createTestUser,
  testDbKind,
  type TestApp,
} from '../../test/harness.ts';
import { createProduct, placePendingOrder } from '../orders/test-fixtures.ts';
import { sendBackInStockMails } from './stock-alerts.service.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
});
afterAll(async () => {
  await t?.close();
});

const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.dedupeKey, 'back-in-stock:%')));

describe(`back in stock (${testDbKind})`, () => {
  it('takes a sign-up for a sold-out size and says the same thing every time', async () => {
    const p = await createProduct(t.database.db, { stock: { S: 0, M: 3, L: 0 } });
    const first = await call('POST', `/products/${p.id}/notify`, {
      size: 'S',
      email: 'A@Example.in',
    });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ message: NOTIFY_ME_CONFIRMATION });
    const again = await call('POST', `/products/${p.id}/notify`, {
      size: 'S',
      email: 'a@example.in',
    });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    const rows = await t.database.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, p.id));
    expect(rows.map((r) => [r.size, r.email])).toEqual([['S', 'a@example.in']]);
  });

  it("uses the account's address when signed in, and refuses bad input", async () => {
    const p = await createProduct(t.database.db, { stock: { S: 0, M: 3, L: 0 } });
    const shopper = await createTestUser(t.database.db);
    const mine = await call(
      'POST',
      `/products/${p.id}/notify`,
      { size: 'L' },
      { token: shopper.token },
    );
    expect(mine.status).toBe(202);
    const rows = await t.database.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, p.id));
    expect(rows.map((r) => r.email)).toEqual([shopper.email]);

    const cases: [unknown, number, string][] = [
      [{ size: 'S' }, 400, 'email'],
      [{ size: 'XXXL', email: 'b@example.in' }, 400, 'size'],
      [{ size: 'S', email: 'not an email' }, 400, 'email'],
      [{ size: 'S', email: 'b@example.in', extra: 1 }, 400, ''],
      [{ size: 'S\u0000', email: 'b@example.in' }, 400, 'size'],
      [{ size: 'M', email: 'b@example.in' }, 409, ''],
    ];
    for (const [body, status, field] of cases) {
      const res = await call('POST', `/products/${p.id}/notify`, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (field) expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
    expect(
      (await call('POST', '/products/99999999/notify', { size: 'S', email: 'b@example.in' }))
        .status,
    ).toBe(404);
    expect(
      await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, p.id)),
    ).toHaveLength(1);
  });

  it('limits sign-ups per address', async () => {
    const p = await createProduct(t.database.db, { stock: { S: 0, M: 0, L: 0 } });
    const email = 'busy@example.in';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call('POST', `/products/${p.id}/notify`, { email })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('mails each waiting address once when the size is back', async () => {
    const p = await createProduct(t.database.db, { stock: { S: 0, M: 0, L: 1 } });
    const waiting = ['one@example.in', 'two@example.in'];
    for (const email of waiting) {
      expect((await call('POST', `/products/${p.id}/notify`, { size: 'S', email })).status).toBe(
        202,
      );
    }
    await call('POST', `/products/${p.id}/notify`, { size: 'M', email: 'three@example.in' });
    // Nothing is back yet: no mail.
    await sendBackInStockMails(t.database.db, { publicUrl: 'http://127.0.0.1:1' });
    expect(await mailsTo('one@example.in')).toEqual([]);

    await t.database.db
      .update(productStock)
      .set({ quantity: 4 })
      .where(and(eq(productStock.productId, p.id), eq(productStock.size, 'S')));
    await sendBackInStockMails(t.database.db, { publicUrl: 'http://127.0.0.1:1' });
    await sendBackInStockMails(t.database.db, { publicUrl: 'http://127.0.0.1:1' });
    for (const email of waiting) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`Back in stock: ${p.title}`);
      expect(mails[0]!.text).toContain(`http://127.0.0.1:1/product/${p.id}`);
    }
    // Size M is still sold out: its shopper waits on.
    expect(await mailsTo('three@example.in')).toEqual([]);
  });
});

describe(`back in stock in Hindi (${testDbKind})`, () => {
  it('mails a shopper whose latest order was in Hindi in Hindi, with the Hindi page', async () => {
    const buyer = await createTestUser(t.database.db);
    const order = await placePendingOrder(t.database.db, buyer, 1);
    await t.database.db.update(orders).set({ language: 'hi' }).where(eq(orders.id, order.id));
    const p = await createProduct(t.database.db, { stock: { S: 0, M: 0, L: 1 } });
    const english = 'english-reader@example.in';
    for (const email of [buyer.email.toUpperCase(), english]) {
      await call('POST', `/products/${p.id}/notify`, { size: 'S', email });
    }
    await t.database.db
      .update(productStock)
      .set({ quantity: 2 })
      .where(and(eq(productStock.productId, p.id), eq(productStock.size, 'S')));
    await sendBackInStockMails(t.database.db, { publicUrl: 'http://127.0.0.1:1' });
    const [hindi] = await mailsTo(buyer.email.toLowerCase());
    expect(hindi?.subject).toBe(`फिर से स्टॉक में: ${p.title}`);
    expect(hindi?.text).toContain(`http://127.0.0.1:1/hi/product/${p.id}`);
    expect(hindi?.html).toContain('<html lang="hi">');
    const [plain] = await mailsTo(english);
    expect(plain?.subject).toBe(`Back in stock: ${p.title}`);
  });
});
