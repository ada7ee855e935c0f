// The language a shopper orders in (docs/mail.md, "Languages"): checkout's optional `language`
// is kept on the order, and that order's mails are written in it. Anything but 'en' or 'hi' is
// refused and places nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { renderOrderMail } from '../mail/index.ts';
import { getOrderForMail } from './index.ts';
import { address, createProduct, orderRow, placeOrderAs, postOrderAs } from './test-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailCtx = {
  publicUrl: 'https://shop.example.in',
  holdMinutes: 30,
  store: { name: 'Shop', companyName: '', address: '', email: '', phone: '' },
};

async function body(language?: unknown) {
  const p = await createProduct(t.app.db, { stock: { S: 5 } });
  return {
    items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon' }],
    shippingAddress: address,
    ...(language === undefined ? {} : { language }),
  };
}

describe(`the order's language (${testDbKind})`, () => {
  it('an order placed in Hindi keeps it, and its mails are in Hindi', async () => {
    const shopper = await createTestUser(t.app.db);
    const order = await placeOrderAs(t.app, await body('hi'), shopper.auth);
    expect((await orderRow(t.app.db, order.id)).language).toBe('hi');
    const forMail = await getOrderForMail(t.app.db, order.id);
    const mail = renderOrderMail('order-placed', forMail!, {}, mailCtx);
    expect(mail.subject).toBe(`आपका ऑर्डर ${order.id} हमें मिल गया है`);
    expect(mail.text).toContain(`https://shop.example.in/hi/track-order?id=${order.id}`);
  });

  it('without one it is English, as every order before', async () => {
    const shopper = await createTestUser(t.app.db);
    const order = await placeOrderAs(t.app, await body(), shopper.auth);
    expect((await orderRow(t.app.db, order.id)).language).toBe('en');
    const mail = renderOrderMail(
      'order-placed',
      (await getOrderForMail(t.app.db, order.id))!,
      {},
      mailCtx,
    );
    expect(mail.subject).toBe(`Your order ${order.id} is placed`);
  });

  it.each(['fr', 'HI', '', 1, null])('refuses language %j and places nothing', async (language) => {
    const shopper = await createTestUser(t.app.db);
    const res = await postOrderAs(t.app, await body(language), shopper.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/language/);
    const placed = await t.app.db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(placed).toHaveLength(0);
  });
});
