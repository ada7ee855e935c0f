import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_RULES,
  documentNumber,
  financialYear,
  gstinCheckChar,
  gstStateCode,
  isValidGstin,
  numberInIndianWords,
  ruleForHsn,
  rupeesInWords,
  slabRate,
  splitKind,
  taxInclusiveLine,
  type TaxSplitKind,
} from './gst.ts';
import { INDIAN_STATES } from './india.ts';

const apparel = ruleForHsn(DEFAULT_TAX_RULES, '6204')!.slabs;
const kinds: TaxSplitKind[] = ['cgst-sgst', 'cgst-utgst', 'igst'];
const taxOf = (t: ReturnType<typeof taxInclusiveLine>) =>
  t.cgstPaise + t.sgstPaise + t.utgstPaise + t.igstPaise;

describe('rates by HSN and slab', () => {
  it('covers chapters 61 to 64 and nothing else by default', () => {
    for (const hsn of ['6104', '6211', '6302', '6403', '64041190']) {
      expect(ruleForHsn(DEFAULT_TAX_RULES, hsn)?.hsnPrefix).toBe(hsn.slice(0, 2));
    }
    expect(ruleForHsn(DEFAULT_TAX_RULES, '7117')).toBeNull();
    expect(ruleForHsn(DEFAULT_TAX_RULES, '6504')).toBeNull();
  });

  it('takes the longest prefix', () => {
    const rules = [
      { hsnPrefix: '62', slabs: [{ upToPaise: null, rateBasisPoints: 500 }] },
      { hsnPrefix: '6211', slabs: [{ upToPaise: null, rateBasisPoints: 1200 }] },
    ];
    expect(ruleForHsn(rules, '62114200')?.hsnPrefix).toBe('6211');
  });

  it('is 5% up to a taxable ₹2,500 a piece, exactly at the boundary too', () => {
    // ₹2,625.00 inclusive is ₹2,500.00 taxable at 5%: still 5%.
    expect(slabRate(apparel, 262_500, 1)).toBe(500);
    expect(slabRate(apparel, 262_501, 1)).toBe(1800);
    // Per piece: two pieces at ₹2,625 are 5%, whatever the line comes to.
    expect(slabRate(apparel, 525_000, 2)).toBe(500);
    expect(slabRate(apparel, 525_001, 2)).toBe(1800);
  });

  it('charges the higher rate where no slab fits an inclusive price consistently', () => {
    // ₹2,800: at 5% the taxable value is ₹2,666.67 (> ₹2,500); at 18% it is ₹2,372.88.
    expect(slabRate(apparel, 280_000, 1)).toBe(1800);
    expect(slabRate(apparel, 295_000, 1)).toBe(1800);
  });

  it('follows the discounted value of a piece (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 100 }),
        (unit, qty, discountPct) => {
          const net = Math.floor((unit * qty * (100 - discountPct)) / 100);
          const rate = slabRate(apparel, net, qty);
          const taxablePerPiece = net / qty / (1 + rate / 10_000);
          if (rate === 500) expect(taxablePerPiece).toBeLessThanOrEqual(250_000 + 1e-6);
          // 18% only when 5% would put the piece above ₹2,500.
          if (rate === 1800) expect(net / qty / 1.05).toBeGreaterThan(250_000 - 1e-6);
        },
      ),
    );
  });
});

describe('the split of a GST-inclusive line', () => {
  it('adds up to exactly what the shopper paid (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_147_483_647 }),
        fc.constantFrom(0, 25, 300, 500, 1200, 1800, 2800),
        fc.constantFrom(...kinds),
        (net, rate, kind) => {
          const t = taxInclusiveLine(net, rate, kind);
          expect(t.taxablePaise + taxOf(t)).toBe(net);
          for (const v of [t.taxablePaise, t.cgstPaise, t.sgstPaise, t.utgstPaise, t.igstPaise]) {
            expect(Number.isInteger(v) && v >= 0).toBe(true);
          }
          // Tax is the rate on the taxable value, to within the paisa of rounding (or two when
          // the halves were made even).
          expect(Math.abs((t.taxablePaise * rate) / 10_000 - taxOf(t))).toBeLessThanOrEqual(2);
        },
      ),
    );
  });

  it('keeps CGST equal to SGST (or UTGST) and IGST for other states only (property)', () => {
    const states = fc.constantFrom(...INDIAN_STATES);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), states, states, (net, store, ship) => {
        const t = taxInclusiveLine(net, 500, splitKind(store, ship));
        if (store === ship) {
          expect(t.igstPaise).toBe(0);
          expect(t.cgstPaise).toBe(t.sgstPaise + t.utgstPaise);
          expect(t.sgstPaise === 0 || t.utgstPaise === 0).toBe(true);
        } else {
          expect(t.cgstPaise + t.sgstPaise + t.utgstPaise).toBe(0);
        }
      }),
    );
  });

  it('uses UTGST only within a union territory without a legislature', () => {
    expect(splitKind('Chandigarh', 'Chandigarh')).toBe('cgst-utgst');
    expect(splitKind('Ladakh', 'Ladakh')).toBe('cgst-utgst');
    expect(splitKind('Delhi', 'Delhi')).toBe('cgst-sgst');
    expect(splitKind('Chandigarh', 'Punjab')).toBe('igst');
    expect(splitKind('Rajasthan', 'Rajasthan')).toBe('cgst-sgst');
  });

  it('rounds a worked example as docs/tax.md shows it', () => {
    // ₹1,049.00 at 5% within Rajasthan: tax 4,995.238 paise -> 4,996 (even), halves of 2,498.
    expect(taxInclusiveLine(104_900, 500, 'cgst-sgst')).toEqual({
      rateBasisPoints: 500,
      taxablePaise: 99_904,
      cgstPaise: 2498,
      sgstPaise: 2498,
      utgstPaise: 0,
      igstPaise: 0,
    });
    expect(taxInclusiveLine(104_900, 500, 'igst').igstPaise).toBe(4995);
  });
});

describe('GSTIN', () => {
  it.each([
    '27AAPFU0939F1ZV',
    '29AAGCB7383J1Z4',
    '08AABCE1234F1Z' + gstinCheckChar('08AABCE1234F1Z'),
  ])('accepts %s', (g) => expect(isValidGstin(g)).toBe(true));

  it('refuses every wrong check character of a good GSTIN', () => {
    const good = '27AAPFU0939F1ZV';
    for (const c of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.replace('V', '')) {
      expect(isValidGstin(good.slice(0, 14) + c)).toBe(false);
    }
  });

  it.each([
    ['00AAPFU0939F1Z' + gstinCheckChar('00AAPFU0939F1Z'), 'state code 00'],
    ['39AAPFU0939F1Z' + gstinCheckChar('39AAPFU0939F1Z'), 'state code 39'],
    ['27AAPFU0939F1ZV1', 'too long'],
    ['27aapfu0939f1zv', 'lower case'],
    ['27AAPFU0939F1XV', 'no Z'],
  ])('refuses %s (%s)', (g) => expect(isValidGstin(g)).toBe(false));

  it('finds any single changed character of a valid GSTIN (property)', () => {
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const good = '29AAGCB7383J1Z4';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.constantFrom(...chars), (i, c) => {
        fc.pre(good[i] !== c);
        const changed = good.slice(0, i) + c + good.slice(i + 1);
        expect(isValidGstin(changed)).toBe(false);
      }),
    );
  });

  it('knows the state codes', () => {
    expect(gstStateCode('Rajasthan')).toBe('08');
    expect(gstStateCode('Andhra Pradesh')).toBe('37');
    expect(gstStateCode('Ladakh')).toBe('38');
    expect(new Set(INDIAN_STATES.map(gstStateCode)).size).toBe(INDIAN_STATES.length);
  });
});

describe('amounts in words', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [104_950, 'Rupees One Thousand Forty-Nine and Fifty Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [
      1_234_567_899,
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety-Nine Paise Only',
    ],
  ])('%i paise is %s', (paise, words) => expect(rupeesInWords(paise)).toBe(words));

  it('counts crores of crores', () => {
    expect(numberInIndianWords(1_000_000_000_000)).toBe('One Lakh Crore');
  });
});

describe('financial years and numbers', () => {
  it('turns on 1 April in India', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('25-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-01-15T00:00:00Z'))).toBe('26-27');
  });

  it('numbers documents in at most 16 characters', () => {
    expect(documentNumber('EE', '26-27', 123)).toBe('EE/26-27/000123');
    expect(documentNumber('ABC', '26-27', 999_999)).toHaveLength(16);
    expect(() => documentNumber('ABC', '26-27', 1_000_000)).toThrow(RangeError);
  });
});
