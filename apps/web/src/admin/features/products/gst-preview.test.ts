import { describe, expect, it } from 'vitest';
import { gstPreview, type WireTaxRate } from './gst-preview';
import { duplicateBody } from './product-duplicate';

// As GET /admin/tax/rates answers the defaults, plus an owner's flat 5% on silk (chapter 50).
const rates: WireTaxRate[] = [
  ...['61', '62', '63', '64'].map((hsnPrefix) => ({
    hsnPrefix,
    slabs: [
      { upTo: 2500, rate: 5 },
      { upTo: null, rate: 18 },
    ],
  })),
  { hsnPrefix: '5007', slabs: [{ upTo: null, rate: 5 }] },
];

const saree = {
  hsn: '',
  subCategory: 'Saree',
  gender: 'Women',
  masterCategory: 'Apparel',
  sellingPrice: '9500',
};

describe('gstPreview', () => {
  it("names the type's default code and the rate a piece at the typed price is charged", () => {
    expect(gstPreview(rates, saree)).toBe(
      'HSN 6204 (the default for this type): GST 5% up to ₹2,500 a piece (before tax), 18% above. At ₹9,500 a piece is charged 18%.',
    );
    expect(gstPreview(rates, { ...saree, sellingPrice: '2625' })).toMatch(/charged 5%\.$/);
  });

  it('follows the HSN code typed, before anything is saved', () => {
    expect(gstPreview(rates, { ...saree, hsn: '50072010' })).toBe(
      'HSN 50072010: GST 5%. At ₹9,500 a piece is charged 5%.',
    );
    expect(gstPreview(rates, { ...saree, hsn: '7117', sellingPrice: '' })).toBe(
      'HSN 7117: no GST rate is set for it under Tax rates, so it cannot be ordered until one is.',
    );
    expect(gstPreview(rates, { ...saree, hsn: '12' })).toBe('An HSN code is 4, 6 or 8 digits.');
  });
});

describe('duplicateBody', () => {
  it('turns the typed colours and SKU into the contract body', () => {
    expect(duplicateBody(' Ruby, Gold ,', ' ', true)).toEqual({
      body: { colors: ['Ruby', 'Gold'], sku: null, copyStock: true },
      problem: null,
    });
  });

  it('names the field of the first problem', () => {
    expect(duplicateBody('', '', false).problem?.field).toBe('colors');
    expect(duplicateBody('Ruby', 'bad sku!', false).problem?.field).toBe('sku');
  });
});
