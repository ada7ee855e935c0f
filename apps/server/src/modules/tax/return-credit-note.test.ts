// The credit note of a return's refund (docs/tax.md, "Credit notes"): issued by the refund of
// the returned lines, in its transaction, for those lines only, from the credit-note series,
// naming the invoice; a retried refund issues none; the month's GSTR-1 nets it where the
// invoice was reported; and, as a property, a note's total is the refund of its lines and the
// notes of a line never pass what the invoice charged for it.
import { IST_OFFSET_MS } from '@store/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { createOrder } from '../../flows/checkout/index.ts';
import { returnRefunds } from '../../flows/refunds/index.ts';
import { getOrderForOwner, markOrderPaid, shipOrder } from '../orders/index.ts';
import { address, createProduct } from '../orders/test-fixtures.ts';
import { findTaxDocuments } from './tax.repository.ts';
import {
  gstReport,
  invoicePdf,
  issueReturnCreditNote,
  RETURN_REASON,
  type TaxDocument,
} from './index.ts';
import { pdfText } from './pdf-text.test-kit.ts';

let t: TestApp;
let shopper: Awaited<ReturnType<typeof createTestUser>>;
let returnId = 70_000;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createTestUser(t.app.db);
});
afterAll(async () => {
  await t?.close();
});

/** An order of these lines, paid and shipped: it has its tax invoice. */
async function invoiced(lines: { productId: number; quantity: number }[], state = 'Rajasthan') {
  const { order } = await createOrder(t.app.db, shopper, {
    items: lines.map((l) => ({ ...l, size: 'S', color: 'Maroon' })),
    shippingAddress: { ...address, state },
  });
  await markOrderPaid(t.app.db, order.id, { method: 'upi', reference: 'UTR-TEST' });
  expect((await shipOrder(t.app.db, order.id, 'DTDC 123456789')).outcome).toBe('moved');
  return (await getOrderForOwner(t.app.db, order.id))!;
}

const paidFor = (i: { unitPricePaise: number; quantity: number; discountPaise: number }) =>
  i.unitPricePaise * i.quantity - i.discountPaise;

/** A return's refund of `units` of each given item, what they were paid, to store credit. */
function refundUnits(
  orderId: string,
  items: { id: number; unitPricePaise: number; quantity: number; discountPaise: number }[],
  units: number[],
  key: string,
) {
  const lines = items
    .map((i, n) => ({
      orderItemId: i.id,
      quantity: units[n]!,
      amountPaise: Math.floor((paidFor(i) * units[n]!) / i.quantity),
    }))
    .filter((l) => l.quantity > 0);
  return t.app.db.transaction((tx) =>
    returnRefunds.refund(tx, {
      orderId,
      returnId: returnId++,
      amountPaise: lines.reduce((s, l) => s + l.amountPaise, 0),
      to: 'store_credit',
      lines,
      idempotencyKey: key,
      actor: 'test',
    }),
  );
}

const notesOf = async (orderId: string) =>
  (await findTaxDocuments(t.app.db, orderId))
    .filter((d) => d.kind === 'credit-note')
    .map((d) => ({ ...d, doc: d.document as TaxDocument }));

const month = () => new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 7);
const csvOf = async (name: string) =>
  (await gstReport(t.app.db, month())).find((f) => f.name === name)!.csv;

describe(`credit notes of returns (${testDbKind})`, () => {
  it('a refund of returned lines issues a note for them only; a retry issues none', async () => {
    const kurta = await createProduct(t.app.db, { regularPricePaise: 104_900 });
    const dupatta = await createProduct(t.app.db, { regularPricePaise: 59_900 });
    const order = await invoiced([
      { productId: kurta.id, quantity: 2 },
      { productId: dupatta.id, quantity: 1 },
    ]);
    const invoice = (await findTaxDocuments(t.app.db, order.id)).find(
      (d) => d.kind === 'tax-invoice',
    )!.document as TaxDocument;
    const [kurtaLine, dupattaLine] = order.items;

    const first = await refundUnits(order.id, [kurtaLine!], [1], 'cn:first');
    const again = await refundUnits(order.id, [kurtaLine!], [1], 'cn:first');
    expect(again.refundId).toBe(first.refundId);
    let notes = await notesOf(order.id);
    expect(notes).toHaveLength(1);
    const note = notes[0]!.doc;
    expect(notes[0]!.refundId).toBe(first.refundId);
    expect(note.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    expect(note.against).toMatchObject({ number: invoice.number, issuedAt: invoice.issuedAt });
    expect(note.reason).toBe(RETURN_REASON);
    // Only the kurta, one piece of two: ₹1,049.00 within Rajasthan at 5%.
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({
      orderItemId: kurtaLine!.id,
      quantity: 1,
      hsn: '6211',
      rateBasisPoints: 500,
      totalPaise: 104_900,
      cgstPaise: 2498,
      sgstPaise: 2498,
      igstPaise: 0,
      taxablePaise: 99_904,
    });
    expect(note.totals.totalPaise).toBe(104_900);
    expect(note.amountInWords).toBe('Rupees One Thousand Forty-Nine Only');

    // The second kurta and the dupatta: the kurta line's notes add up to the invoice's line.
    await refundUnits(order.id, [kurtaLine!, dupattaLine!], [1, 1], 'cn:second');
    notes = await notesOf(order.id);
    expect(notes).toHaveLength(2);
    const [a, b] = notes.map((n) => n.doc);
    expect(Number(b!.number.slice(-6))).toBe(Number(a!.number.slice(-6)) + 1);
    const invoiceKurta = invoice.lines.find((l) => l.orderItemId === kurtaLine!.id)!;
    const kurtaNotes = [...a!.lines, ...b!.lines].filter((l) => l.orderItemId === kurtaLine!.id);
    for (const k of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'totalPaise'] as const) {
      expect(
        kurtaNotes.reduce((s, l) => s + l[k], 0),
        k,
      ).toBe(invoiceKurta[k]);
    }

    // The PDF states the particulars of a credit note and names the invoice.
    const pdf = (await invoicePdf(t.app.db, order.id, 'credit-note', first.refundId))!;
    const text = (await pdfText(pdf)).replace(/₹ /g, '₹');
    for (const particular of [
      'CREDIT NOTE',
      'Credit note no.',
      note.number,
      'Against invoice',
      invoice.number,
      'Reason',
      'sec. 34',
      'Total credited',
      '₹1,049.00',
    ]) {
      expect(text, particular).toContain(particular);
    }
    // The invoice itself is unchanged and still the order's invoice.
    const invoicePdfText = await pdfText((await invoicePdf(t.app.db, order.id))!);
    expect(invoicePdfText).toContain('TAX INVOICE');
  });
});

describe(`credit notes of returns: lines credited already (${testDbKind})`, () => {
  it('a refund made again after the gateway refused the first issues no second note', async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 89_900 });
    const order = await invoiced([{ productId: p.id, quantity: 1 }]);
    const first = await refundUnits(order.id, order.items, [1], 'cn:refused');
    const again = await t.app.db.transaction((tx) =>
      issueReturnCreditNote(tx, {
        orderId: order.id,
        // The refund row of a second attempt (the first failed at the gateway).
        refundId: first.refundId + 100_000,
        orderItemIds: [order.items[0]!.id],
        lines: [{ orderItemId: order.items[0]!.id, quantity: 1, amountPaise: 89_900 }],
      }),
    );
    expect(again).toBeNull();
    expect(await notesOf(order.id)).toHaveLength(1);
  });
});

describe(`credit notes of returns in GSTR-1 (${testDbKind})`, () => {
  it("GSTR-1 nets a small invoice's note in B2C small and the HSN summary", async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 210_000 });
    const before = { b2cs: await csvOf('b2cs.csv'), hsn: await csvOf('hsn.csv') };
    const order = await invoiced([{ productId: p.id, quantity: 3 }], 'Goa');
    await refundUnits(order.id, [order.items[0]!], [1], 'cn:goa');
    const row = (csv: string) => csv.split('\n').find((l) => l.includes('30-Goa'));
    const after = await csvOf('b2cs.csv');
    // The Goa row's taxable value is the invoice's less the note's.
    const taxable = (r: string | undefined) => Number(r?.split(',')[4] ?? 0);
    const [note] = (await notesOf(order.id)).map((n) => n.doc);
    const invoice = (await findTaxDocuments(t.app.db, order.id))[0]!.document as TaxDocument;
    const goodsAndCharges = invoice.totals.taxablePaise - note!.totals.taxablePaise;
    expect(Math.round((taxable(row(after)) - taxable(row(before.b2cs))) * 100)).toBe(
      goodsAndCharges,
    );
    expect(await csvOf('cdnur.csv')).not.toContain(note!.number);
    // HSN 6211 at 5%: two pieces more than before (three invoiced, one credited).
    const qty = (csv: string) =>
      Number(
        csv
          .split('\n')
          .find((l) => l.startsWith('6211,') && l.split(',')[5] === '5')
          ?.split(',')[3] ?? 0,
      );
    expect(qty(await csvOf('hsn.csv')) - qty(before.hsn)).toBe(2);
  });

  it('a note on a B2C large invoice goes to cdnur, though the note itself is small', async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 6_000_000 });
    const order = await invoiced([{ productId: p.id, quantity: 2 }], 'Maharashtra');
    await refundUnits(order.id, [order.items[0]!], [1], 'cn:b2cl');
    const [note] = (await notesOf(order.id)).map((n) => n.doc);
    expect(note!.totals.totalPaise).toBeLessThan(1_00_000_00);
    const row = (await csvOf('cdnur.csv')).split('\n').find((l) => l.includes(note!.number))!;
    expect(row.split(',')).toEqual([
      'B2CL',
      note!.number,
      expect.stringMatching(/^\d\d-[A-Z][a-z]{2}-\d{4}$/),
      'C',
      '27-Maharashtra',
      '60000.00',
      '',
      '18',
      (note!.totals.taxablePaise / 100).toFixed(2),
      '0.00',
    ]);
  });
});

describe(`credit notes of returns, as a property (${testDbKind})`, () => {
  it('property: a note totals the refund of its lines and never passes the invoice', async () => {
    const stock = { S: 10_000 };
    const kurta = await createProduct(t.app.db, { regularPricePaise: 129_900, stock });
    const saree = await createProduct(t.app.db, { regularPricePaise: 349_900, stock });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom('Rajasthan', 'Delhi', 'Chandigarh', 'Kerala'),
        fc.array(fc.tuple(fc.nat({ max: 3 }), fc.nat({ max: 2 })), { minLength: 1, maxLength: 4 }),
        async (kurtas, sarees, state, returns) => {
          const order = await invoiced(
            [
              { productId: kurta.id, quantity: kurtas },
              { productId: saree.id, quantity: sarees },
            ],
            state,
          );
          const invoice = (await findTaxDocuments(t.app.db, order.id))[0]!.document as TaxDocument;
          const left = order.items.map((i) => i.quantity);
          for (const [n, units] of returns.entries()) {
            const take = units.map((u, k) => Math.min(u, left[k]!));
            if (take.every((u) => u === 0)) continue;
            const res = await refundUnits(order.id, order.items, take, `p:${order.id}:${n}`);
            take.forEach((u, k) => (left[k]! -= u));
            const note = (await notesOf(order.id)).find((d) => d.refundId === res.refundId)!.doc;
            // The note's total is the refund of its lines.
            const refunded = order.items.reduce(
              (s, i, k) => s + Math.floor((paidFor(i) * take[k]!) / i.quantity),
              0,
            );
            expect(note.totals.totalPaise).toBe(refunded);
            for (const l of note.lines) {
              const tax = l.cgstPaise + l.sgstPaise + l.utgstPaise + l.igstPaise;
              expect(l.taxablePaise + tax).toBe(l.totalPaise);
              expect(l.cgstPaise).toBe(l.sgstPaise + l.utgstPaise);
            }
          }
          // Over every note of the order, no line is credited past what the invoice charged.
          const notes = (await notesOf(order.id)).map((n) => n.doc);
          for (const line of invoice.lines.filter((l) => !l.charge)) {
            const credited = notes
              .flatMap((n) => n.lines)
              .filter((l) => l.orderItemId === line.orderItemId);
            for (const k of [
              'quantity',
              'taxablePaise',
              'cgstPaise',
              'sgstPaise',
              'utgstPaise',
              'igstPaise',
              'totalPaise',
            ] as const) {
              expect(credited.reduce((s, l) => s + l[k], 0)).toBeLessThanOrEqual(line[k]);
            }
          }
        },
      ),
      { numRuns: 10 },
    );
  });
});
