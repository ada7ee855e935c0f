// The order mails end to end, against a real SMTP server started here: each event's mail
// arrives once with its subject and both parts, a server that refuses mail is retried with a
// growing wait until it takes the message, and a mail server that is down never touches the
// order itself. Runs on PGlite and on PostgreSQL (TEST_DB).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { cancelOrder, deliverOrder, expireUnpaidOrders, shipOrder } from '../orders/index.ts';
import { address, ageOrder, createProduct, placeOrderAs } from '../orders/test-fixtures.ts';
import { markPaidByOwner } from '../payments/index.ts';
import {
  createMailTestApp,
  mailTestConfig,
  startSmtp,
  until,
  type TestSmtp,
} from './mail.test-kit.ts';

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createMailTestApp(mailTestConfig({ SMTP_URL: smtp.url }));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function newOrder(fullName = 'Asha Verma', quantity = 2) {
  const shopper = await createTestUser(t.app.db);
  const product = await createProduct(t.app.db, {
    title: 'Chanderi Kurta <Festive>',
    regularPricePaise: 6_172_800,
    stock: { S: 10 },
  });
  const order = await placeOrderAs(
    t.app,
    {
      items: [{ productId: product.id, quantity, size: 'S', color: 'Maroon' }],
      shippingAddress: { ...address, fullName },
    },
    shopper.auth,
  );
  return { shopper, order };
}

const mailsTo = (to: string) =>
  smtp.received.filter((r) => [r.mail.to].flat().some((a) => a?.text === to));
const subjectsTo = (to: string) => mailsTo(to).map((r) => r.mail.subject);

async function outboxOf(orderId: string) {
  return t.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
}

describe(`order mails through SMTP (${testDbKind})`, () => {
  it('sends each event of an order once, as HTML with a plain-text part', async () => {
    const { shopper, order } = await newOrder('Asha <b>Verma</b>');
    await until(() => mailsTo(shopper.email).length === 1, 'the order-placed mail');
    const placed = mailsTo(shopper.email)[0]!.mail;
    expect(placed.subject).toBe(`Your order ${order.id} is placed`);
    expect(placed.from?.text).toContain('no-reply@localhost');
    // Both parts, with the total in rupees grouped the Indian way (2 × ₹61,728.00).
    expect(placed.text).toContain('₹1,23,456.00');
    expect(placed.html).toContain('₹1,23,456.00');
    expect(placed.text).toContain('How to pay');
    // The tax split as charged: the demo store is in Rajasthan, the shopper in Maharashtra.
    expect(placed.text).toContain('Inclusive of all taxes');
    expect(placed.text).toMatch(/\nIGST: ₹[\d,]+\.\d\d\n/);
    expect(placed.text).not.toContain('CGST');
    expect(placed.text).toContain(`http://localhost:8044/payment?orderId=${order.id}`);
    expect(placed.text).toContain('http://localhost:8044/orders');
    // The shopper's own text is escaped in the HTML part.
    expect(placed.html).toContain('Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(placed.html).not.toContain('<b>Verma');
    expect(placed.html).toContain('Chanderi Kurta &lt;Festive&gt;');

    expect(await markPaidByOwner(t.app.db, order.id, { method: 'upi', reference: 'UTR1' })).toBe(
      'paid',
    );
    await until(() => mailsTo(shopper.email).length === 2, 'the payment mail');
    expect(mailsTo(shopper.email)[1]!.mail.subject).toBe(`Payment received for order ${order.id}`);
    expect(mailsTo(shopper.email)[1]!.mail.text).toContain('₹1,23,456.00 by UPI');

    expect((await shipOrder(t.app.db, order.id, 'AWB 12345678')).outcome).toBe('moved');
    await until(() => mailsTo(shopper.email).length === 3, 'the shipped mail');
    const shipped = mailsTo(shopper.email)[2]!.mail;
    expect(shipped.subject).toBe(`Your order ${order.id} has shipped`);
    expect(shipped.text).toContain('Tracking number: AWB 12345678');
    expect(shipped.text).toContain(`http://localhost:8044/track-order?id=${order.id}`);
    expect(shipped.html).toContain(`href="http://localhost:8044/track-order?id=${order.id}"`);
    // The tax invoice issued at shipping, made into a PDF when the mail was sent.
    expect(shipped.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`invoice-${order.id}.pdf`, 'application/pdf'],
    ]);
    expect(shipped.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await deliverOrder(t.app.db, order.id)).outcome).toBe('moved');
    await until(() => mailsTo(shopper.email).length === 4, 'the delivered mail');
    expect(mailsTo(shopper.email)[3]!.mail.subject).toBe(`Your order ${order.id} was delivered`);

    await until(
      async () => (await outboxOf(order.id)).every((r) => r.status === 'sent'),
      'every row sent',
    );
    const rows = await outboxOf(order.id);
    expect(rows.map((r) => r.event).sort()).toEqual([
      'order-delivered',
      'order-placed',
      'order-shipped',
      'payment-received',
    ]);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.sentAt)).toBe(true);
  });

  it('tells a paid, cancelled order how its money comes back, and an expired one that nothing was charged', async () => {
    const paid = await newOrder();
    await markPaidByOwner(t.app.db, paid.order.id, { method: 'upi', reference: 'UTR2' });
    expect((await cancelOrder(t.app.db, paid.order.id)).outcome).toBe('moved');
    await until(
      () => subjectsTo(paid.shopper.email).includes(`Order ${paid.order.id} is cancelled`),
      'the cancel mail',
    );
    const cancelled = mailsTo(paid.shopper.email).find((r) =>
      r.mail.subject?.endsWith('is cancelled'),
    )!;
    expect(cancelled.mail.text).toContain('refunding ₹1,23,456.00 to the way you paid (UPI)');
    expect(cancelled.mail.text).toContain('within 7 working days');

    const unpaid = await newOrder();
    await ageOrder(t.app.db, unpaid.order.id, 2);
    const { cancelled: expired } = await expireUnpaidOrders(t.app.db, {
      holdMinutes: 30,
      maxHours: 24,
    });
    expect(expired).toContain(unpaid.order.id);
    const subject = `Order ${unpaid.order.id} cancelled: it was not paid`;
    await until(() => subjectsTo(unpaid.shopper.email).includes(subject), 'the expiry mail');
    const mail = mailsTo(unpaid.shopper.email).find((r) => r.mail.subject === subject)!.mail;
    expect(mail.text).toContain('was not paid within 30 minutes');
    expect(mail.text).toContain('Nothing has been charged');
    expect(mail.text).not.toContain('refund');
  });
});

describe(`order mails through SMTP: retries (${testDbKind})`, () => {
  it('retries a refusing server with a growing wait and sends the mail once when it takes it', async () => {
    smtp.refuseNext(451, 550);
    const { shopper, order } = await newOrder();
    await until(() => mailsTo(shopper.email).length === 1, 'the mail after two refusals');
    const offers = smtp.offers.filter((o) => o.to === shopper.email);
    expect(offers.map((o) => o.refused)).toEqual([451, 550, null]);
    // 150 ms after the first refusal, 300 ms after the second (the test's retry base).
    expect(offers[1]!.at - offers[0]!.at).toBeGreaterThanOrEqual(140);
    expect(offers[2]!.at - offers[1]!.at).toBeGreaterThanOrEqual(290);
    // The server has the message; the worker marks it sent just after.
    await until(async () => (await outboxOf(order.id))[0]?.status === 'sent', 'the row sent');
    const [row] = await outboxOf(order.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    // Later runs of the worker do not send it again.
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(shopper.email)).toHaveLength(1);
    expect(smtp.offers.filter((o) => o.to === shopper.email)).toHaveLength(3);
  });

  it('gives up after the last attempt and keeps the reason', async () => {
    const shopper = await createTestUser(t.app.db);
    smtp.refuseFor(shopper.email, 550);
    try {
      const product = await createProduct(t.app.db, { stock: { S: 5 } });
      const order = await placeOrderAs(
        t.app,
        {
          items: [{ productId: product.id, quantity: 1, size: 'S', color: 'Navy' }],
          shippingAddress: address,
        },
        shopper.auth,
      );
      await until(
        async () => (await outboxOf(order.id))[0]?.status === 'failed',
        'the mail to be given up',
      );
      const [row] = await outboxOf(order.id);
      expect(row!.attempts).toBe(5);
      expect(row!.lastError).toMatch(/^550 /);
      expect(smtp.offers.filter((o) => o.to === shopper.email)).toHaveLength(5);
    } finally {
      smtp.refuseFor(shopper.email, null);
    }
  });
});

describe(`a mail server that is down (${testDbKind})`, () => {
  it('never fails or slows the order: the mail waits in the outbox', async () => {
    const down = await startSmtp();
    const url = down.url;
    await down.close(); // nothing listens there any more
    const app = await createMailTestApp(
      mailTestConfig({ SMTP_URL: url }, { retryBaseMs: 60_000, retryMaxMs: 60_000 }),
    );
    try {
      const shopper = await createTestUser(app.app.db);
      const product = await createProduct(app.app.db, { stock: { S: 5 } });
      const started = Date.now();
      const order = await placeOrderAs(
        app.app,
        {
          items: [{ productId: product.id, quantity: 1, size: 'S', color: 'Navy' }],
          shippingAddress: address,
        },
        shopper.auth,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      const rows = () =>
        app.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
      await until(
        async () => (await rows())[0]?.attempts === 1 && (await rows())[0]?.lastError !== null,
        'a failed attempt',
      );
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'pending', event: 'order-placed' });
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    } finally {
      await app.close();
    }
  });
});
