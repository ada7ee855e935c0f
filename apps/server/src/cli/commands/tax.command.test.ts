import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed.ts';
import { createOrder } from '../../flows/checkout/index.ts';
import { returnRefunds } from '../../flows/refunds/index.ts';
import { getOrderForOwner, markOrderPaid, shipOrder } from '../../modules/orders/index.ts';
import { address, createProduct } from '../../modules/orders/test-fixtures.ts';
import { pdfText } from '../../modules/tax/pdf-text.test-kit.ts';
import { createTestUser } from '../../test/harness.ts';
import { CliError } from '../cli-types.ts';
import { createCliTestBed, type CliTestBed } from './cli-test-kit.ts';

let bed: CliTestBed;
let dir: string;

beforeAll(async () => {
  bed = await createCliTestBed();
  await seedDatabase(bed.database.db, { demoCatalog: false });
  dir = await mkdtemp(join(tmpdir(), 'gst-cli-'));
});
afterAll(async () => {
  await bed?.database.close();
});

describe('tax:rate and tax:rates', () => {
  it('sets a flat rate for an HSN and lists it beside the defaults', async () => {
    expect(await bed.run('tax:rate', '--hsn', '7117', '--rate', '3')).toEqual(['HSN 7117: 3%']);
    const listed = (await bed.run('tax:rates')).join('\n');
    expect(listed).toMatch(/7117\s+3%\s+owner/);
    expect(listed).toMatch(/62\s+5% up to ₹2,500, 18% above ₹2,500\s+default/);
  });

  it('sets slabs, and refuses a rate that is no percentage', async () => {
    expect(
      await bed.run('tax:rate', '--hsn', '6505', '--rate', '5', '--up-to', '2500', '--above', '18'),
    ).toEqual(['HSN 6505: 5% up to ₹2,500, 18% above ₹2,500']);
    await expect(bed.run('tax:rate', '--hsn', '7117', '--rate', 'three')).rejects.toThrow(CliError);
    await expect(bed.run('tax:rate', '--hsn', '7', '--rate', '3')).rejects.toThrow(/2 to 8 digits/);
  });
});

describe('products:hsn', () => {
  it("sets a product's HSN code, which its next order is taxed by, and puts it back", async () => {
    const db = bed.database.db;
    const shopper = await createTestUser(db);
    const p = await createProduct(db, { regularPricePaise: 50_000 });
    expect(await bed.run('tax:rate', '--hsn', '9113', '--rate', '18')).toEqual(['HSN 9113: 18%']);
    expect(await bed.run('products:hsn', String(p.id), '--hsn', '91130000')).toEqual([
      '1 product(s): HSN 91130000',
    ]);
    const placed = async () =>
      (
        await createOrder(db, shopper, {
          items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon' }],
          shippingAddress: address,
        })
      ).order.items[0]!;
    expect(await placed()).toMatchObject({ hsn: '91130000', taxRate: 18 });
    await bed.run('products:hsn', String(p.id), '--hsn', 'default');
    expect(await placed()).toMatchObject({ hsn: '6211', taxRate: 5 });
    await expect(bed.run('products:hsn', String(p.id), '--hsn', '12')).rejects.toThrow(
      /4, 6 or 8 digits/,
    );
    await expect(bed.run('products:hsn', '99999999', '--hsn', '6211')).rejects.toThrow(
      /No such product/,
    );
  });
});

describe('orders:invoice and gst:report', () => {
  it('writes the invoice of a shipped order and the month’s tables', async () => {
    const db = bed.database.db;
    const shopper = await createTestUser(db);
    const p = await createProduct(db, { regularPricePaise: 89_900 });
    const { order } = await createOrder(db, shopper, {
      items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon' }],
      shippingAddress: address,
    });
    await expect(bed.run('orders:invoice', order.id)).rejects.toThrow(
      /issued when the order ships/,
    );
    await markOrderPaid(db, order.id, { method: 'upi', reference: 'UTR9' });
    await shipOrder(db, order.id, 'DTDC 42');
    const file = join(dir, 'inv.pdf');
    expect(await bed.run('orders:invoice', order.id, '--out', file)).toEqual([`Wrote ${file}`]);
    const text = await pdfText(await readFile(file));
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Maharashtra (code 27)');

    const now = new Date(Date.now() + 330 * 60_000);
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const out = join(dir, 'report');
    const printed = await bed.run('gst:report', '--month', month, '--out', out);
    expect(printed).toHaveLength(6);
    expect((await readdir(out)).sort()).toEqual([
      'b2b.csv',
      'b2cl.csv',
      'b2cs.csv',
      'cdnr.csv',
      'cdnur.csv',
      'hsn.csv',
    ]);
    const b2cs = await readFile(join(out, 'b2cs.csv'), 'utf8');
    // ₹899 and ₹79 shipping (under the free-shipping ₹999), one composite supply at 5% to
    // Maharashtra: ₹978 is ₹931.43 taxable (IGST ₹46.57; docs/tax.md).
    expect(b2cs).toBe(
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\n' +
        'OE,27-Maharashtra,,5,931.43,0.00,\n',
    );
    await expect(bed.run('gst:report', '--month', '2026-13')).rejects.toThrow(/month such as/);
    // A return's refund issued a credit note: --refund writes it; a wrong number is refused.
    const item = (await getOrderForOwner(db, order.id))!.items[0]!;
    const { refundId } = await db.transaction((tx) =>
      returnRefunds.refund(tx, {
        orderId: order.id,
        returnId: 1,
        amountPaise: 89_900,
        to: 'store_credit',
        lines: [{ orderItemId: item.id, quantity: 1, amountPaise: 89_900 }],
        idempotencyKey: `cli:${order.id}`,
        actor: 'test',
      }),
    );
    const noteFile = join(dir, 'note.pdf');
    await bed.run('orders:invoice', order.id, '--refund', String(refundId), '--out', noteFile);
    const note = await pdfText(await readFile(noteFile));
    expect(note).toContain('CREDIT NOTE');
    expect(note).toContain('Against invoice');
    await expect(bed.run('orders:invoice', order.id, '--refund', 'x')).rejects.toThrow(
      /--refund is a refund's number/,
    );
    await expect(bed.run('orders:invoice', order.id, '--credit-note')).rejects.toThrow(
      /--refund <id>/,
    );
    // The note is netted in B2C small: what is left is shipping's taxable value (₹79 at 5%).
    await bed.run('gst:report', '--month', month, '--out', out);
    expect(await readFile(join(out, 'b2cs.csv'), 'utf8')).toContain('OE,27-Maharashtra,,5,75.24,');
  });
});
