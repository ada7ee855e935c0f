// Without SMTP_URL the order mails are written to <DATA_DIR>/outbox as .eml files: one file per
// mail, named after its event and order, that any mail app opens with both parts and the
// invoice attached.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { markOrderPaid, shipOrder } from '../orders/index.ts';
import { address, createProduct, placeOrderAs } from '../orders/test-fixtures.ts';
import { createMailTestApp, mailTestConfig, until } from './mail.test-kit.ts';

let dataDir: string;
let t: TestApp;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-outbox-'));
  t = await createMailTestApp(mailTestConfig({ DATA_DIR: dataDir }));
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const outbox = () => path.join(dataDir, 'outbox');
const files = async () => (await fs.readdir(outbox()).catch(() => [])).sort();

describe(`order mails without SMTP (${testDbKind})`, () => {
  it('writes each mail once to the outbox folder as a multipart .eml', async () => {
    const shopper = await createTestUser(t.app.db);
    const product = await createProduct(t.app.db, { regularPricePaise: 249_900, stock: { S: 5 } });
    const order = await placeOrderAs(
      t.app,
      {
        items: [{ productId: product.id, quantity: 1, size: 'S', color: 'Navy' }],
        shippingAddress: address,
      },
      shopper.auth,
    );
    const name = `order-placed_${order.id}.eml`;
    await until(async () => (await files()).includes(name), 'the .eml file');
    const raw = await fs.readFile(path.join(outbox(), name), 'utf8');
    // Readable as it is: the text part is 8-bit UTF-8, not encoded.
    expect(raw).toContain('Content-Type: multipart/alternative');
    expect(raw).toContain('Total: ₹2,499.00');
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe(`Your order ${order.id} is placed`);
    expect([mail.to].flat()[0]?.text).toBe(shopper.email);
    expect(mail.text).toContain('₹2,499.00');
    expect(mail.html).toContain('₹2,499.00');
    expect((await fs.stat(path.join(outbox(), name))).mode & 0o777).toBe(0o600);
    // Later runs leave it alone: one file for the one mail.
    await new Promise((r) => setTimeout(r, 150));
    expect((await files()).filter((f) => f.includes(order.id))).toEqual([name]);
  });

  it('attaches the invoice to the shipped mail, made when the mail is sent', async () => {
    const shopper = await createTestUser(t.app.db);
    const product = await createProduct(t.app.db, { stock: { S: 5 } });
    const order = await placeOrderAs(
      t.app,
      {
        items: [{ productId: product.id, quantity: 1, size: 'S', color: 'Navy' }],
        shippingAddress: address,
      },
      shopper.auth,
    );
    await markOrderPaid(t.app.db, order.id, { method: 'upi', reference: 'UTR9' });
    expect((await shipOrder(t.app.db, order.id, 'DTDC-998877')).outcome).toBe('moved');
    const name = `order-shipped_${order.id}.eml`;
    await until(async () => (await files()).includes(name), 'the shipped mail', 20_000);
    const mail = await simpleParser(await fs.readFile(path.join(outbox(), name)));
    expect(mail.text).toContain('Tracking number: DTDC-998877');
    expect(mail.text).toContain('Your invoice for this order is attached.');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `invoice-${order.id}.pdf`,
      contentType: 'application/pdf',
    });
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
