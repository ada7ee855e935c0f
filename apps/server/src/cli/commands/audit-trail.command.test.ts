// Every command that changes the store leaves an entry in the audit log the owner reads in the
// admin, written as 'command line' (the admin's entries name the staff member).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { createOrder } from '../../flows/checkout/index.ts';
import { address, createProduct } from '../../modules/orders/test-fixtures.ts';
import { COMMAND_LINE_ACTOR } from '../../kernel/audit.ts';
import { createTestUser, testDbKind } from '../../test/harness.ts';
import { createCliTestBed, type CliTestBed } from './cli-test-kit.ts';

let bed: CliTestBed;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-trail-'));

beforeAll(async () => {
  bed = await createCliTestBed();
});
afterAll(async () => {
  await bed?.database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const entries = () => bed.database.db.select().from(auditLog).orderBy(desc(auditLog.id));

/** Runs the command and answers the audit entries it added, newest first. */
async function audited(name: string, ...args: string[]) {
  const before = (await entries()).length;
  await bed.run(name, ...args);
  const all = await entries();
  return all.slice(0, all.length - before);
}

async function placedOrder() {
  const shopper = await createTestUser(bed.database.db);
  const p = await createProduct(bed.database.db, { stock: { M: 5 } });
  const { order } = await createOrder(bed.database.db, shopper, {
    items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Navy' }],
    shippingAddress: address,
  });
  return { order, productId: p.id };
}

describe(`the command line's audit trail (${testDbKind})`, () => {
  it('records an order paid, shipped, returned to origin and cancelled, and not a refused move', async () => {
    const { order } = await placedOrder();
    const amount = String(order.total);
    const paid = await audited('orders:mark-paid', order.id, '--amount', amount);
    expect(paid).toMatchObject([
      {
        actorEmail: COMMAND_LINE_ACTOR,
        actorId: null,
        action: 'order.mark-paid',
        entity: 'order',
        entityId: order.id,
        before: { status: 'pending' },
        after: { status: 'processing' },
      },
    ]);
    const shipped = await audited('orders:ship', order.id, '--tracking', 'DTDC12345');
    expect(shipped).toMatchObject([
      { action: 'order.ship', after: { status: 'shipped', trackingNumber: 'DTDC12345' } },
    ]);
    expect(await audited('orders:rto', order.id)).toMatchObject([
      { actorEmail: COMMAND_LINE_ACTOR, action: 'order.return-to-origin', entityId: order.id },
    ]);

    const second = (await placedOrder()).order;
    expect(await audited('orders:cancel', second.id)).toMatchObject([
      { action: 'order.cancel', before: { status: 'pending' }, after: { status: 'cancelled' } },
    ]);
    // A refused move changes nothing and logs nothing.
    await expect(bed.run('orders:deliver', second.id)).rejects.toThrow();
    expect((await entries())[0]).toMatchObject({ action: 'order.cancel' });
  });

  it('records offer codes, stock, HSN codes, tax rates, imports and store settings', async () => {
    expect(await audited('coupons:create', 'DIWALI10', '--percent', '10')).toMatchObject([
      { actorEmail: COMMAND_LINE_ACTOR, action: 'coupon.create', entityId: 'DIWALI10' },
    ]);
    expect(await audited('coupons:disable', 'DIWALI10')).toMatchObject([
      { action: 'coupon.disable', after: { disabled: true } },
    ]);

    const { productId } = await placedOrder();
    expect(
      await audited('stock:set', String(productId), '--size', 'M', '--quantity', '9'),
    ).toMatchObject([
      {
        action: 'product.stock',
        entityId: String(productId),
        before: { stock: { M: 4 } },
        after: { stock: { M: 9 } },
      },
    ]);
    expect(await audited('products:hsn', String(productId), '--hsn', '62114290')).toMatchObject([
      { action: 'product.hsn', before: { hsn: null }, after: { hsn: '62114290' } },
    ]);
    expect(await audited('tax:rate', '--hsn', '4202', '--rate', '18')).toMatchObject([
      { actorEmail: COMMAND_LINE_ACTOR, action: 'tax.rate.set', entityId: '4202' },
    ]);

    const csv = path.join(dir, 'products.csv');
    fs.writeFileSync(
      csv,
      'sku,title,description,category,parentCategory,subCategory,masterCategory,gender,regularPrice,sizes,colors\r\n' +
        'AT-1,Chanderi kurta,Soft chanderi,Kurtas,Women,Kurtas,Apparel,Women,1899,S|M,Teal\r\n',
    );
    expect(await audited('products:import', csv)).toMatchObject([
      { action: 'product.import', after: { created: ['AT-1'] } },
    ]);
    // Importing the same file again changes nothing, and logs nothing.
    expect(await audited('products:import', csv)).toEqual([]);

    expect(await audited('pincodes:block', '790001-792999')).toMatchObject([
      { actorEmail: COMMAND_LINE_ACTOR, entity: 'pincodes', entityId: '790001-792999' },
    ]);

    const settings = path.join(dir, 'store.json');
    fs.writeFileSync(settings, JSON.stringify({ storeName: 'Rangoli', categories: ['Women'] }));
    expect(await audited('store:set', '--file', settings)).toMatchObject([
      {
        actorEmail: COMMAND_LINE_ACTOR,
        action: 'store.update',
        entity: 'store',
        after: { storeName: 'Rangoli' },
      },
    ]);
  });
});
