// Without the API the messages are written to DATA_DIR/whatsapp-outbox/ as the JSON that would
// have been sent, private to the store's user (0600 files in a 0700 folder).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { address, createProduct, placeOrderAs } from '../orders/test-fixtures.ts';
import { pay, payerFields } from '../payments/payments.test-kit.ts';
import { createSender } from './whatsapp-sender.ts';
import { sendDueWhatsApp } from './whatsapp.service.ts';
import { messagesOf } from './whatsapp.test-kit.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wa-outbox-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe(`the WhatsApp outbox folder (${testDbKind})`, () => {
  it('writes the message body the API would have got, 0600 in a 0700 folder', async () => {
    const shopper = await createTestUser(t.app.db);
    const p = await createProduct(t.app.db, { regularPricePaise: 120_000, stock: { M: 2 } });
    const placed = await placeOrderAs(
      t.app,
      {
        items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }],
        shippingAddress: address,
        whatsappOptIn: true,
      },
      shopper.auth,
    );
    await pay(t.app, shopper.auth, placed.id, payerFields('cod'));
    expect(t.config.whatsapp.api).toBeNull();
    const report = await sendDueWhatsApp(t.app.db, {
      worker: 'test',
      sender: createSender(null, dataDir),
      publicUrl: t.config.publicUrl,
      maxAttempts: 3,
      retryBaseMs: 1000,
      retryMaxMs: 1000,
      leaseMs: 60_000,
      batch: 10,
    });
    expect(report.sent).toBe(1);
    const dir = path.join(dataDir, 'whatsapp-outbox');
    expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
    const [file] = await fs.readdir(dir);
    expect(file).toMatch(/order-confirmed_EE-[A-Z0-9]{6}\.json$/);
    expect((await fs.stat(path.join(dir, file!))).mode & 0o777).toBe(0o600);
    const body = JSON.parse(await fs.readFile(path.join(dir, file!), 'utf8'));
    expect(body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: { name: 'order_confirmed', language: { code: 'en' } },
    });
    const [row] = await messagesOf(t.app.db, placed.id);
    expect(row).toMatchObject({ status: 'sent', providerId: `outbox:${file}` });
  });
});

describe(`two workers at once (${testDbKind})`, () => {
  it('send each queued message once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const shopper = await createTestUser(t.app.db);
      const p = await createProduct(t.app.db, { regularPricePaise: 120_000, stock: { M: 2 } });
      const placed = await placeOrderAs(
        t.app,
        {
          items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }],
          shippingAddress: address,
          whatsappOptIn: true,
        },
        shopper.auth,
      );
      await pay(t.app, shopper.auth, placed.id, payerFields('cod'));
      ids.push(placed.id);
    }
    const dir = path.join(dataDir, 'two-workers');
    const drain = (worker: string) =>
      sendDueWhatsApp(t.app.db, {
        worker,
        sender: createSender(null, dir),
        publicUrl: t.config.publicUrl,
        maxAttempts: 3,
        retryBaseMs: 1000,
        retryMaxMs: 1000,
        leaseMs: 60_000,
        batch: 1,
      });
    const [a, b] = await Promise.all([drain('one'), drain('two')]);
    expect(a.sent + b.sent).toBe(4);
    const files = (await fs.readdir(path.join(dir, 'whatsapp-outbox'))).filter((f) =>
      ids.some((id) => f.includes(id)),
    );
    expect(files).toHaveLength(4);
    for (const id of ids) {
      expect((await messagesOf(t.app.db, id)).map((m) => m.status)).toEqual(['sent']);
    }
  });
});
