import { isValidGstin } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { createOrder } from '../../flows/checkout/index.ts';
import { cancelOrder, markOrderPaid, shipOrder } from '../orders/index.ts';
import { address, createProduct } from '../orders/test-fixtures.ts';
import { demoStoreSettings, getStoreSettings, saveStoreSettings } from '../store/index.ts';
import { gstReport, invoicePdf, issueCreditNote, setTaxRate } from './index.ts';
import { pdfDrawnText, pdfText } from './pdf-text.test-kit.ts';

let t: TestApp;
let shopper: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createTestUser(t.app.db);
});
afterAll(async () => {
  await t?.close();
});

const place = async (lines: { productId: number; quantity: number }[], state = 'Rajasthan') =>
  (
    await createOrder(t.app.db, shopper, {
      items: lines.map((l) => ({ ...l, size: 'S', color: 'Maroon' })),
      shippingAddress: { ...address, state },
    })
  ).order;

const paidAndShipped = async (id: string) => {
  await markOrderPaid(t.app.db, id, { method: 'upi', reference: 'UTR-TEST' });
  const moved = await shipOrder(t.app.db, id, 'DTDC 123456789');
  expect(moved.outcome).toBe('moved');
};

describe(`GST on orders and tax invoices (${testDbKind})`, () => {
  it('the demo store carries a GSTIN of valid form for Rajasthan', () => {
    expect(isValidGstin(demoStoreSettings.tax.gstin)).toBe(true);
    expect(demoStoreSettings.tax.gstin.slice(0, 2)).toBe('08');
  });

  it('charges CGST and SGST within Rajasthan and keeps them on the lines', async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 104_900 });
    const order = await place([{ productId: p.id, quantity: 1 }]);
    expect(order.items[0]).toMatchObject({ hsn: '6211', taxRate: 5 });
    expect(order.tax).toEqual({
      split: 'cgst-sgst',
      taxable: 999.04,
      cgst: 24.98,
      sgst: 24.98,
      utgst: 0,
      igst: 0,
      totalTax: 49.96,
    });
  });

  it('charges IGST to another state, and 18% above ₹2,500 taxable a piece', async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 354_000 });
    const order = await place([{ productId: p.id, quantity: 2 }], 'Maharashtra');
    expect(order.items[0]!.taxRate).toBe(18);
    // ₹7,080 inclusive at 18%: ₹6,000 taxable, ₹1,080 IGST.
    expect(order.tax).toMatchObject({ split: 'igst', taxable: 6000, igst: 1080, cgst: 0 });
  });

  it('keeps the tax as charged when the rate changes later', async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 100_000 });
    const order = await place([{ productId: p.id, quantity: 1 }], 'Delhi');
    await setTaxRate(t.app.db, '62', [{ upToPaise: null, rateBasisPoints: 1200 }]);
    await setTaxRate(t.app.db, '61', [{ upToPaise: null, rateBasisPoints: 1200 }]);
    try {
      await paidAndShipped(order.id);
      const text = await pdfText((await invoicePdf(t.app.db, order.id))!);
      expect(text).toContain('5%');
      expect(text).not.toContain('12%');
    } finally {
      const defaults = [
        { upToPaise: 250_000, rateBasisPoints: 500 },
        { upToPaise: null, rateBasisPoints: 1800 },
      ];
      await setTaxRate(t.app.db, '62', defaults);
      await setTaxRate(t.app.db, '61', defaults);
    }
  });
});

describe(`tax invoices: issuing and printing (${testDbKind})`, () => {
  it('issues the invoice when the order ships, with every particular the rules ask for', async () => {
    const p = await createProduct(t.app.db, {
      title: 'Chanderi Kurta चंदेरी',
      regularPricePaise: 104_950,
    });
    const order = await place([{ productId: p.id, quantity: 2 }]);
    expect(await invoicePdf(t.app.db, order.id)).toBeNull();
    await paidAndShipped(order.id);
    const pdf = (await invoicePdf(t.app.db, order.id))!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The rupee sign is drawn in the Devanagari face; the reader puts a space at the change.
    const text = (await pdfText(pdf)).replace(/₹ /g, '₹');
    const settings = await getStoreSettings(t.app.db);
    for (const particular of [
      'TAX INVOICE',
      'कर बीजक',
      settings.tax.legalName,
      'Jaipur',
      `GSTIN: ${settings.tax.gstin}`,
      'Invoice no.',
      'EE/',
      'Invoice date',
      'Asha Verma',
      'Linking Road',
      'Place of supply',
      'Rajasthan (code 08)',
      'Chanderi Kurta',
      // Shaped conjuncts (र्त) read back in visual order, so the check uses a word without one.
      'चंदेरी',
      '6211',
      'PCS',
      '5%',
      'Taxable value',
      'CGST',
      'SGST',
      '₹2,099.00',
      'Amount in words: Rupees Two Thousand Ninety-Nine Only',
      'Whether tax is payable on reverse charge: No',
      'Authorised signatory',
    ]) {
      expect(text, particular).toContain(particular);
    }
  });

  it('prints a Tamil name and a Bengali address in their own fonts, not as empty boxes', async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 104_900 });
    const { order } = await createOrder(t.app.db, shopper, {
      items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon' }],
      shippingAddress: {
        ...address,
        fullName: 'சுப்பிரமணியன் ஸ்ரீநிவாசன்',
        address: '১২ পার্ক স্ট্রিট, শ্রীরামপুর',
        city: 'কলকাতা',
        state: 'West Bengal',
        postalCode: '700016',
      },
    });
    await paidAndShipped(order.id);
    const drawn = await pdfDrawnText((await invoicePdf(t.app.db, order.id))!);
    const textIn = (font: string) =>
      drawn
        .filter((d) => d.font === font)
        .map((d) => d.text)
        .join(' ');
    expect(drawn.filter((d) => d.missing > 0)).toEqual([]);
    // Letters, not conjuncts: a shaped conjunct reads back as its letters in visual order.
    for (const word of ['சுப்பிரமணியன்', 'ஸ்ரீ']) {
      expect(textIn('NotoSansTamil-Regular')).toContain(word);
    }
    for (const word of ['১২', 'কলকাতা']) {
      expect(textIn('NotoSansBengali-Regular')).toContain(word);
    }
  });

  it('puts the buyer GSTIN on the invoice of a business buyer', async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 50_000 });
    const order = await place([{ productId: p.id, quantity: 1 }], 'Karnataka');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
      payload: {
        orderId: order.id,
        fields: {
          method: 'cod',
          payerName: 'Asha Verma',
          payerEmail: shopper.email,
          payerPhone: '+919876543210',
          businessName: 'Bengaluru Boutique LLP',
          gstin: '29AAGCB7383J1Z4',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shipOrder(t.app.db, order.id, 'BLUEDART 55')).outcome).toBe('moved');
    const text = await pdfText((await invoicePdf(t.app.db, order.id))!);
    expect(text).toContain('Bengaluru Boutique LLP');
    expect(text).toContain('GSTIN: 29AAGCB7383J1Z4');
    expect(text).toContain('IGST');
    expect(text).toContain('Karnataka (code 29)');
  });
});

describe(`tax invoices: access, credit notes, GSTR-1 and bills of supply (${testDbKind})`, () => {
  it('serves the PDF under the order’s access rule, 404 until issued', async () => {
    const p = await createProduct(t.app.db);
    const order = await place([{ productId: p.id, quantity: 1 }]);
    const get = (headers: Record<string, string>, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}/invoice${query}`, headers });
    const mine = { authorization: `Bearer ${shopper.token}` };
    expect((await get(mine)).statusCode).toBe(404);
    await paidAndShipped(order.id);
    const ok = await get(mine);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await createTestUser(t.app.db);
    expect((await get({ authorization: `Bearer ${stranger.token}` })).statusCode).toBe(404);
    expect((await get({}, `?contactInfo=${encodeURIComponent(shopper.email)}`)).statusCode).toBe(
      200,
    );
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: mine });
    const wire = listed.json<{ id: string; invoice: { number: string } | null }[]>();
    expect(wire.find((o) => o.id === order.id)!.invoice!.number).toMatch(/^EE\/\d\d-\d\d\/\d{6}$/);
  });

  it('issues a credit note from its own series for an invoiced order', async () => {
    const p = await createProduct(t.app.db);
    const order = await place([{ productId: p.id, quantity: 1 }]);
    // Nothing invoiced yet: cancelling issues no credit note.
    expect((await cancelOrder(t.app.db, order.id)).outcome).toBe('moved');
    expect(await invoicePdf(t.app.db, order.id, 'credit-note')).toBeNull();

    const shipped = await place([{ productId: p.id, quantity: 1 }]);
    await paidAndShipped(shipped.id);
    // A shipped order cannot be cancelled today (docs/product/rules.md section 4), so the
    // return path calls the tax module directly, as a returns flow would.
    const note = await t.app.db.transaction((tx) => issueCreditNote(tx, shipped.id));
    expect(note!.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    expect(await t.app.db.transaction((tx) => issueCreditNote(tx, shipped.id))).toBeNull();
    const text = await pdfText((await invoicePdf(t.app.db, shipped.id, 'credit-note'))!);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Against invoice');
  });

  it('writes the month as GSTR-1 tables', async () => {
    const now = new Date(Date.now() + 330 * 60_000);
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const files = await gstReport(t.app.db, month);
    const byName = Object.fromEntries(files.map((f) => [f.name, f]));
    expect(Object.keys(byName)).toEqual([
      'b2b.csv',
      'b2cl.csv',
      'b2cs.csv',
      'cdnr.csv',
      'cdnur.csv',
      'hsn.csv',
    ]);
    expect(byName['b2b.csv']!.csv).toContain('29AAGCB7383J1Z4,Bengaluru Boutique LLP,EE/');
    expect(byName['b2b.csv']!.csv).toContain('29-Karnataka,N,,Regular B2B,,5,');
    expect(byName['b2cs.csv']!.csv).toContain('OE,08-Rajasthan,,5,');
    expect(byName['hsn.csv']!.csv).toMatch(/\n6211,,PCS-PIECES,\d+,/);
  });

  it('charges no GST without a GSTIN and issues a bill of supply', async () => {
    const saved = await getStoreSettings(t.app.db);
    await saveStoreSettings(t.app.db, { ...saved, tax: { ...saved.tax, gstin: '' } });
    try {
      const p = await createProduct(t.app.db, { regularPricePaise: 104_900 });
      const order = await place([{ productId: p.id, quantity: 1 }]);
      expect(order.tax).toMatchObject({ split: 'none', taxable: 1049, totalTax: 0 });
      await paidAndShipped(order.id);
      const text = await pdfText((await invoicePdf(t.app.db, order.id))!);
      expect(text).toContain('BILL OF SUPPLY');
      expect(text).toMatch(/BS\/\d\d-\d\d\/\d{6}/);
    } finally {
      await saveStoreSettings(t.app.db, saved);
    }
  });
});

describe(`shipping on the invoice and in GSTR-1 (${testDbKind})`, () => {
  it('taxes shipping at the goods’ rate, prints it, and reports it with the HSN', async () => {
    // A product of its own HSN (6505, hats, at 12%) so its HSN summary row is this order's.
    const p = await createProduct(t.app.db, { regularPricePaise: 56_900 });
    await t.app.db.update(products).set({ hsn: '6505' }).where(eq(products.id, p.id));
    await setTaxRate(t.app.db, '6505', [{ upToPaise: null, rateBasisPoints: 1200 }]);
    const order = await place([{ productId: p.id, quantity: 1 }], 'Ladakh');
    expect(order.total).toBe(648); // ₹569 and ₹79 shipping (free from ₹999)
    await paidAndShipped(order.id);
    const text = await pdfText((await invoicePdf(t.app.db, order.id))!);
    expect(text).toContain('Shipping');
    expect(text).toContain('648.00');
    expect(text).toContain('Rupees Six Hundred Forty-Eight Only');

    const now = new Date(Date.now() + 330 * 60_000);
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const files = Object.fromEntries((await gstReport(t.app.db, month)).map((f) => [f.name, f]));
    // ₹569 + ₹79 at 12% to Ladakh (IGST): taxable 508.04 + 70.54 = 578.58, tax 69.42.
    expect(files['b2cs.csv']!.csv).toContain('OE,38-Ladakh,,12,578.58,0.00,');
    // Shipping adds its value to the goods' HSN row, not a piece.
    expect(files['hsn.csv']!.csv).toContain(
      '\n6505,,PCS-PIECES,1,648.00,12,578.58,69.42,0.00,0.00,0.00',
    );
  });
});
