// The order calculator (docs/offers.md, docs/tax.md): the discount's spread, the offer's
// amount, worked examples, and as properties over any mix of lines, offers, shipping, fees and
// places: the parts add up to the total to the paisa, line taxes add up to the total tax, and an
// order restated from what it stored has the amounts it was placed with.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPAREL_FOOTWEAR_SLABS, splitKind, type TaxSlab } from './gst.ts';
import {
  allocateDiscount,
  calculateOrder,
  offerDiscount,
  restateOrder,
  type CalculatorLine,
  type CalculatorOffer,
  type TaxPlaces,
} from './order-calculator.ts';

const amounts = fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 50 });
const total = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('allocateDiscount', () => {
  it('spreads exactly the discount in whole paise, never more than a line, never negative', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 2_000_000_000 }), (lines, discount) => {
        const shares = allocateDiscount(lines, discount);
        const base = total(lines);
        expect(shares).toHaveLength(lines.length);
        expect(total(shares)).toBe(Math.min(discount, base));
        shares.forEach((x, i) => {
          expect(Number.isInteger(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(lines[i]!);
        });
      }),
    );
  });

  it('gives each line its proportional share to within one paisa', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 10_000_000 }), (lines, discount) => {
        const base = total(lines);
        fc.pre(base > 0 && discount <= base);
        allocateDiscount(lines, discount).forEach((x, i) => {
          expect(Math.abs(x - (lines[i]! * discount) / base)).toBeLessThan(1);
        });
      }),
    );
  });
});

describe('offerDiscount', () => {
  it('never exceeds the cap, the base, or the percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
        (base, bp, cap) => {
          const off = offerDiscount({ kind: 'percent', amount: bp, maxDiscountPaise: cap }, base);
          expect(off).toBeLessThanOrEqual(base);
          expect(off).toBeLessThanOrEqual((base * bp) / 10_000);
          if (cap !== null) expect(off).toBeLessThanOrEqual(cap);
          expect(off).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a flat amount is never more than the goods', () => {
    expect(offerDiscount({ kind: 'flat', amount: 50_000, maxDiscountPaise: null }, 30_000)).toBe(
      30_000,
    );
  });
});

const line = (unitPaise: number, quantity = 1, categories = ['Men']): CalculatorLine => ({
  unitPaise,
  quantity,
  categories,
  taxSlabs: APPAREL_FOOTWEAR_SLABS,
});
const percent = (amount: number, over: Partial<CalculatorOffer> = {}): CalculatorOffer => ({
  kind: 'percent',
  amount,
  maxDiscountPaise: null,
  categories: [],
  ...over,
});
const shipping = { freeAbovePaise: 99_900, flatFeePaise: 7_900 };
const rajasthan: TaxPlaces = { registered: true, storeState: 'Rajasthan', shipState: 'Rajasthan' };

describe('calculateOrder', () => {
  it('discounts only the qualifying lines, then ships free at the threshold', () => {
    const out = calculateOrder({
      lines: [line(80_000, 1, ['Women', 'Sarees']), line(40_000, 1, ['Men'])],
      offer: percent(2500, { categories: ['sarees'] }),
      shipping,
      codFeePaise: 0,
      tax: null,
    });
    expect(out).toMatchObject({
      subtotalPaise: 120_000,
      discountPaise: 20_000,
      lines: [
        { discountPaise: 20_000, netPaise: 60_000 },
        { discountPaise: 0, netPaise: 40_000 },
      ],
      shippingPaise: 0,
      totalPaise: 100_000,
    });
  });

  it('charges the flat fee below the threshold, and adds the COD fee last', () => {
    const out = calculateOrder({
      lines: [line(50_000)],
      offer: null,
      shipping,
      codFeePaise: 4_900,
      tax: null,
    });
    expect(out).toMatchObject({ shippingPaise: 7_900, beforeCodPaise: 57_900, totalPaise: 62_800 });
  });

  it('total = subtotal - discount + shipping + COD fee, for any cart and code', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unit: fc.integer({ min: 1, max: 5_000_000 }),
            q: fc.integer({ min: 1, max: 10 }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.integer({ min: 1, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
        (ls, bp, cap) => {
          const out = calculateOrder({
            lines: ls.map((l) => line(l.unit, l.q)),
            offer: percent(bp, { maxDiscountPaise: cap }),
            shipping,
            codFeePaise: 4_900,
            tax: null,
          });
          expect(out.totalPaise).toBe(
            out.subtotalPaise - out.discountPaise + out.shippingPaise + out.codFeePaise,
          );
          expect(total(out.lines.map((l) => l.netPaise))).toBe(
            out.subtotalPaise - out.discountPaise,
          );
          if (cap !== null) expect(out.discountPaise).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });
});

describe('calculateOrder, GST', () => {
  it('taxes each line on its net amount, as docs/tax.md works it out', () => {
    // ₹1,049.00 at 5% in Rajasthan: halves of ₹24.98, taxable ₹999.04; to Maharashtra IGST ₹49.95.
    const within = calculateOrder({
      lines: [line(104_900)],
      offer: null,
      shipping,
      codFeePaise: 0,
      tax: rajasthan,
    });
    expect(within.lines[0]!.tax).toMatchObject({
      rateBasisPoints: 500,
      taxablePaise: 99_904,
      cgstPaise: 2_498,
      sgstPaise: 2_498,
    });
    expect(within.tax).toMatchObject({ taxablePaise: 99_904, taxPaise: 4_996 });
    const across = calculateOrder({
      lines: [line(104_900)],
      offer: null,
      shipping,
      codFeePaise: 0,
      tax: { ...rajasthan, shipState: 'Maharashtra' },
    });
    expect(across.tax).toMatchObject({ taxablePaise: 99_905, igstPaise: 4_995, taxPaise: 4_995 });
    // A discount that brings a piece to ₹2,625 or less takes it into the 5% slab.
    const slab = calculateOrder({
      lines: [line(300_000)],
      offer: { kind: 'flat', amount: 37_500, maxDiscountPaise: null, categories: [] },
      shipping,
      codFeePaise: 0,
      tax: rajasthan,
    });
    expect(slab.lines[0]).toMatchObject({ netPaise: 262_500, tax: { rateBasisPoints: 500 } });
  });

  it('taxes shipping and the COD fee at the rate of the principal line (composite supply)', () => {
    // ₹500 at 5% within Rajasthan, ₹79 shipping and ₹49 COD fee: each charge at 5%, split in halves.
    const out = calculateOrder({
      lines: [line(50_000)],
      offer: null,
      shipping,
      codFeePaise: 4_900,
      tax: rajasthan,
    });
    expect(out.charges).toEqual([
      {
        kind: 'shipping',
        amountPaise: 7_900,
        tax: {
          rateBasisPoints: 500,
          taxablePaise: 7_524,
          cgstPaise: 188,
          sgstPaise: 188,
          utgstPaise: 0,
          igstPaise: 0,
        },
      },
      {
        kind: 'cod-fee',
        amountPaise: 4_900,
        tax: {
          rateBasisPoints: 500,
          taxablePaise: 4_666,
          cgstPaise: 117,
          sgstPaise: 117,
          utgstPaise: 0,
          igstPaise: 0,
        },
      },
    ]);
    // Every rupee the shopper pays is taxable value plus tax.
    expect(out.tax!.taxablePaise + out.tax!.taxPaise).toBe(out.totalPaise);
    // Mixed rates: the highest-value line (here the ₹300 one at 18%) decides the charges' rate.
    const mixed = calculateOrder({
      lines: [
        { ...line(20_000), taxSlabs: [{ upToPaise: null, rateBasisPoints: 300 }] },
        { ...line(30_000), taxSlabs: [{ upToPaise: null, rateBasisPoints: 1800 }] },
      ],
      offer: null,
      shipping,
      codFeePaise: 0,
      tax: { ...rajasthan, shipState: 'Maharashtra' },
    });
    expect(mixed.charges[0]!.tax).toMatchObject({ rateBasisPoints: 1800, igstPaise: 1_205 });
  });

  it('a store without a GSTIN charges no GST; no known state, no tax yet', () => {
    const base = { lines: [line(50_000)], offer: null, shipping, codFeePaise: 0 };
    expect(calculateOrder({ ...base, tax: { registered: false } }).tax).toEqual({
      taxablePaise: 57_900, // the goods and the ₹79 shipping, untaxed alike
      cgstPaise: 0,
      sgstPaise: 0,
      utgstPaise: 0,
      igstPaise: 0,
      taxPaise: 0,
    });
    const unknown = calculateOrder({ ...base, tax: null });
    expect(unknown.tax).toBeNull();
    expect(unknown.lines[0]!.tax).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over any order

const slabsArb: fc.Arbitrary<TaxSlab[]> = fc.constantFrom(
  APPAREL_FOOTWEAR_SLABS,
  [{ upToPaise: null, rateBasisPoints: 300 }],
  [{ upToPaise: null, rateBasisPoints: 1800 }],
  [{ upToPaise: null, rateBasisPoints: 0 }],
  [
    { upToPaise: 100_000, rateBasisPoints: 250 },
    { upToPaise: null, rateBasisPoints: 1200 },
  ],
);
const categoryArb = fc.constantFrom('Women', 'Men', 'Sarees', 'Kurtas', 'Jewellery');
const lineArb: fc.Arbitrary<CalculatorLine> = fc.record({
  unitPaise: fc.integer({ min: 0, max: 20_000_000 }),
  quantity: fc.integer({ min: 1, max: 10 }),
  categories: fc.array(categoryArb, { maxLength: 3 }),
  taxSlabs: slabsArb,
});
const offerArb: fc.Arbitrary<CalculatorOffer | null> = fc.option(
  fc.record({
    kind: fc.constantFrom('percent' as const, 'flat' as const),
    amount: fc.integer({ min: 0, max: 10_000_000 }),
    maxDiscountPaise: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
    categories: fc.array(categoryArb, { maxLength: 2 }),
  }),
  { nil: null },
);
const stateArb = fc.constantFrom('Rajasthan', 'Maharashtra', 'Chandigarh', 'Delhi', 'Ladakh');
const placesArb: fc.Arbitrary<TaxPlaces> = fc.oneof(
  fc.constant(null),
  fc.constant({ registered: false as const }),
  fc.record({ registered: fc.constant(true as const), storeState: stateArb, shipState: stateArb }),
);
const inputArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 12 }),
  offer: offerArb,
  shipping: fc.record({
    freeAbovePaise: fc.integer({ min: 0, max: 10_000_000 }),
    flatFeePaise: fc.integer({ min: 0, max: 50_000 }),
  }),
  codFeePaise: fc.integer({ min: 0, max: 50_000 }),
  tax: placesArb,
});

describe('restateOrder', () => {
  // Found on PostgreSQL by the routes' property test: a ₹1 piece with a ₹1 flat offer carries no
  // tax to read the split back from, and a COD order within Rajasthan was restated with IGST.
  it('restates the charges of an order whose goods carry no tax with the split it kept', () => {
    const placed = calculateOrder({
      lines: [line(100)],
      offer: { kind: 'flat', amount: 100, maxDiscountPaise: null, categories: [] },
      shipping,
      codFeePaise: 4_900,
      tax: rajasthan,
    });
    expect(placed.taxSplit).toBe('cgst-sgst');
    expect(placed.tax).toMatchObject({ cgstPaise: 117, sgstPaise: 117, igstPaise: 0 });
    const stored = {
      items: [
        {
          unitPricePaise: 100,
          quantity: 1,
          discountPaise: 100,
          taxRateBasisPoints: placed.lines[0]!.tax!.rateBasisPoints,
          taxablePaise: 0,
        },
      ],
      shippingPaise: placed.shippingPaise,
      codFeePaise: placed.codFeePaise,
    };
    expect(restateOrder({ ...stored, taxSplit: placed.taxSplit }).tax).toEqual(placed.tax);
    // An order placed before the split was kept: IGST, the one guess left.
    expect(restateOrder(stored).tax).toMatchObject({ cgstPaise: 0, igstPaise: 233 });
  });
});

describe('calculateOrder, for any lines, offer, shipping, fee and places', () => {
  it('adds its parts up to the total, to the paisa', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const out = calculateOrder(input);
        const lines = out.lines;
        expect(lines).toHaveLength(input.lines.length);
        for (const [i, l] of lines.entries()) {
          expect(l.grossPaise).toBe(input.lines[i]!.unitPaise * input.lines[i]!.quantity);
          expect(l.netPaise).toBe(l.grossPaise - l.discountPaise);
          expect(l.discountPaise).toBeGreaterThanOrEqual(0);
          expect(l.netPaise).toBeGreaterThanOrEqual(0);
        }
        expect(out.subtotalPaise).toBe(total(lines.map((l) => l.grossPaise)));
        expect(out.discountPaise).toBe(total(lines.map((l) => l.discountPaise)));
        expect(out.goodsPaise).toBe(total(lines.map((l) => l.netPaise)));
        expect(out.goodsPaise).toBe(out.subtotalPaise - out.discountPaise);
        expect(out.codFeePaise).toBe(input.codFeePaise);
        expect(out.beforeCodPaise).toBe(out.goodsPaise + out.shippingPaise);
        expect(out.totalPaise).toBe(
          out.subtotalPaise - out.discountPaise + out.shippingPaise + out.codFeePaise,
        );
        expect(out.totalPaise).toBe(out.goodsPaise + total(out.charges.map((c) => c.amountPaise)));
      }),
      { numRuns: 500 },
    );
  });

  it("adds the lines' tax up to the order's tax, and each line's tax stays inside its net", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const out = calculateOrder(input);
        if (input.tax === null) {
          expect(out.tax).toBeNull();
          expect(out.lines.every((l) => l.tax === null)).toBe(true);
          return;
        }
        const t = out.tax!;
        const lineTaxes = out.lines.map((l) => l.tax!);
        for (const [i, lt] of lineTaxes.entries()) {
          const tax = lt.cgstPaise + lt.sgstPaise + lt.utgstPaise + lt.igstPaise;
          expect(lt.taxablePaise + tax).toBe(out.lines[i]!.netPaise);
        }
        const parts = [...lineTaxes, ...out.charges.map((c) => c.tax!)];
        expect(t.taxablePaise).toBe(total(parts.map((x) => x.taxablePaise)));
        expect(t.cgstPaise).toBe(total(parts.map((x) => x.cgstPaise)));
        expect(t.sgstPaise).toBe(total(parts.map((x) => x.sgstPaise)));
        expect(t.utgstPaise).toBe(total(parts.map((x) => x.utgstPaise)));
        expect(t.igstPaise).toBe(total(parts.map((x) => x.igstPaise)));
        expect(t.taxPaise).toBe(t.cgstPaise + t.sgstPaise + t.utgstPaise + t.igstPaise);
        // Shipping and the COD fee are taxed with the goods (composite supply): every rupee of
        // the total is taxable value plus tax, and each charge's tax stays inside it.
        const chargeTaxes = out.charges.map((c) => c.tax!);
        for (const [i, ct] of chargeTaxes.entries()) {
          const tax = ct.cgstPaise + ct.sgstPaise + ct.utgstPaise + ct.igstPaise;
          expect(ct.taxablePaise + tax).toBe(out.charges[i]!.amountPaise);
        }
        expect(t.taxablePaise + t.taxPaise).toBe(out.totalPaise);
      }),
      { numRuns: 500 },
    );
  });

  it('restates a placed order, from what it stores, with the amounts it was placed with', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const placed = calculateOrder(input);
        expect(placed.taxSplit).toBe(
          input.tax?.registered ? splitKind(input.tax.storeState, input.tax.shipState) : null,
        );
        const stored = {
          items: input.lines.map((l, i) => {
            const { rateBasisPoints, ...split } = placed.lines[i]!.tax ?? {
              rateBasisPoints: 0,
              taxablePaise: null,
            };
            return {
              unitPricePaise: l.unitPaise,
              quantity: l.quantity,
              discountPaise: placed.lines[i]!.discountPaise,
              taxRateBasisPoints: rateBasisPoints,
              ...split,
            };
          }),
          shippingPaise: placed.shippingPaise,
          codFeePaise: placed.codFeePaise,
          taxSplit: placed.taxSplit,
        };
        expect(restateOrder(stored)).toEqual(placed);
        // The COD fee on or off changes the total by the fee and nothing else.
        const withoutFee = restateOrder(stored, 0);
        expect(withoutFee.totalPaise).toBe(placed.beforeCodPaise);
        expect(withoutFee.lines).toEqual(placed.lines);
        expect(withoutFee.charges[0]).toEqual(placed.charges[0]);
      }),
      { numRuns: 300 },
    );
  });
});
