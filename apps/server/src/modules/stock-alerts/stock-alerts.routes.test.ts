// Back in stock end to end (issue 33): a sign-up for a sold-out size or colour answers the same
// sentence whoever else waits; bad input is refused; sign-ups are rate limited; a restock of that
// size and colour mails each waiting address once through the outbox, in its language.
import { NOTIFY_ME_CONFIRMATION } from '@store/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, productStock, stockAlerts } from '../../db/schema.ts';
import {
  caller,
  createTestApp,
  createTestUser,
  testDbKind,
  type TestApp,
} from '../../test/harness.ts';
import { setProductStock } from '../catalog/index.ts';
import { createProduct } from '../orders/test-fixtures.ts';
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

describe(`back in stock per colour (${testDbKind})`, () => {
  /** A kurta in Maroon and Navy whose stock is kept per colour: these counts, 0 elsewhere. */
  async function perColourKurta(counts: Record<string, number>) {
    const p = await createProduct(t.database.db, { colors: ['Maroon', 'Navy'] });
    await t.database.db.delete(productStock).where(eq(productStock.productId, p.id));
    await t.database.db.insert(productStock).values(
      ['S', 'M', 'L'].flatMap((size) =>
        ['Maroon', 'Navy'].map((color) => ({
          productId: p.id,
          size,
          color,
          quantity: counts[`${size}/${color}`] ?? 0,
        })),
      ),
    );
    return p;
  }

  it('takes a sign-up for a size sold out in one colour only, and refuses one that has units', async () => {
    const p = await perColourKurta({ 'S/Navy': 2, 'M/Navy': 1 });
    const notify = (body: object) =>
      call('POST', `/products/${p.id}/notify`, { email: 'colour@example.in', ...body });
    expect((await notify({ size: 'S', color: 'Maroon' })).status).toBe(202);
    expect((await notify({ color: 'Maroon' })).status).toBe(202);
    expect((await notify({ size: 'S', color: 'Navy' })).status).toBe(409);
    // Without a colour, the size must be sold out in every colour.
    expect((await notify({ size: 'S' })).status).toBe(409);
    expect((await notify({ color: 'Navy' })).status).toBe(409);
    const bad = await notify({ size: 'S', color: 'Emerald' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toContain('color');
    const rows = await t.database.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, p.id));
    expect(rows.map((r) => [r.size, r.color]).sort()).toEqual([
      ['*', 'Maroon'],
      ['S', 'Maroon'],
    ]);
  });

  it('mails the shoppers of a colour once when the owner restocks that colour, naming it', async () => {
    const p = await perColourKurta({ 'S/Navy': 2 });
    const sign = async (email: string, body: object) =>
      expect((await call('POST', `/products/${p.id}/notify`, { email, ...body })).status).toBe(202);
    await sign('maroon-s@example.in', { size: 'S', color: 'Maroon' });
    await sign('maroon-any@example.in', { color: 'Maroon' });
    await sign('maroon-m@example.in', { size: 'M', color: 'Maroon' });
    await sign('navy-m@example.in', { size: 'M', color: 'Navy' });
    await sign('hindi@example.in', { size: 'S', color: 'Maroon', language: 'hi' });

    // Navy comes back in M: only its shopper hears of it.
    await setProductStock(t.database.db, p.id, 'M', 3, null, 'Navy');
    await sendBackInStockMails(t.database.db, { publicUrl: 'http://127.0.0.1:1' });
    expect(await mailsTo('navy-m@example.in')).toHaveLength(1);
    expect(await mailsTo('maroon-s@example.in')).toEqual([]);
    expect(await mailsTo('maroon-m@example.in')).toEqual([]);

    // The owner restocks S in Maroon (as stock:set does): the shoppers of S in Maroon and of any
    // size in Maroon get one mail each; M in Maroon is still sold out.
    await setProductStock(t.database.db, p.id, 'S', 4, null, 'Maroon');
    await sendBackInStockMails(t.database.db, { publicUrl: 'http://127.0.0.1:1' });
    await sendBackInStockMails(t.database.db, { publicUrl: 'http://127.0.0.1:1' });
    const [sized] = await mailsTo('maroon-s@example.in');
    expect(await mailsTo('maroon-s@example.in')).toHaveLength(1);
    expect(sized!.subject).toBe(`Back in stock: ${p.title} in Maroon`);
    expect(sized!.text).toContain(`${p.title} in size S, Maroon is back in stock`);
    const anySize = await mailsTo('maroon-any@example.in');
    expect(anySize).toHaveLength(1);
    expect(anySize[0]!.text).toContain(`${p.title} in Maroon is back in stock`);
    expect(await mailsTo('maroon-m@example.in')).toEqual([]);
    const hindi = await mailsTo('hindi@example.in');
    expect(hindi).toHaveLength(1);
    expect(hindi[0]!.subject).toBe(`फिर से उपलब्ध: ${p.title} (Maroon)`);
    expect(hindi[0]!.text).toContain(`${p.title} (साइज़ S, रंग Maroon)`);
    expect(hindi[0]!.text).toContain(`http://127.0.0.1:1/hi/product/${p.id}`);
    expect(hindi[0]!.html).toContain('lang="hi-IN"');
  });

  it('mails a colour of a product counted per size when the size comes back', async () => {
    const p = await createProduct(t.database.db, { stock: { S: 0, M: 2, L: 0 } });
    expect(
      (
        await call('POST', `/products/${p.id}/notify`, {
          size: 'S',
          color: 'Navy',
          email: 'shared@example.in',
        })
      ).status,
    ).toBe(202);
    // One count for every colour: M has units in Navy too.
    expect(
      (
        await call('POST', `/products/${p.id}/notify`, {
          size: 'M',
          color: 'Navy',
          email: 'shared@example.in',
        })
      ).status,
    ).toBe(409);
    await setProductStock(t.database.db, p.id, 'S', 1);
    await sendBackInStockMails(t.database.db, { publicUrl: 'http://127.0.0.1:1' });
    const mails = await mailsTo('shared@example.in');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('in size S, Navy');
  });
});
