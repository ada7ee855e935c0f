import { describe, expect, it } from 'vitest';
import { slabWords, taxRateForm, taxRateFormValues } from './tax-rate-rules';

describe('slabWords', () => {
  it('reads a flat rate and slabs', () => {
    expect(slabWords([{ upTo: null, rate: 3 }])).toBe('3%');
    expect(
      slabWords([
        { upTo: 2500, rate: 5 },
        { upTo: null, rate: 18 },
      ]),
    ).toBe('5% up to ₹2,500.00 a piece, 18% above');
  });
});

describe('taxRateForm', () => {
  it('makes the last slab open-ended and sends rupees and percent', () => {
    const parsed = taxRateForm.safeParse({
      hsnPrefix: ' 6505 ',
      slabs: [
        { rate: '5', upTo: '₹2,500' },
        { rate: '18%', upTo: 'ignored: the last slab has no limit' },
      ],
    });
    expect(parsed.data).toEqual({
      hsnPrefix: '6505',
      body: {
        slabs: [
          { rate: 5, upTo: 2500 },
          { rate: 18, upTo: null },
        ],
      },
    });
  });

  it("refuses with the contract's words", () => {
    const issues = (values: Parameters<typeof taxRateForm.safeParse>[0]) => {
      const parsed = taxRateForm.safeParse(values);
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues({ hsnPrefix: '6', slabs: [{ rate: '5', upTo: '' }] })).toEqual([
      ['hsnPrefix', 'An HSN prefix is 2 to 8 digits'],
    ]);
    expect(issues({ hsnPrefix: '7117', slabs: [{ rate: '41', upTo: '' }] })).toEqual([
      ['slabs.0.rate', 'A GST rate is from 0% to 40%'],
    ]);
    expect(
      issues({
        hsnPrefix: '7117',
        slabs: [
          { rate: '5', upTo: '' },
          { rate: '18', upTo: '' },
        ],
      })[0],
    ).toEqual(['slabs.0.upTo', 'Enter the largest taxable value of one piece, in rupees']);
  });

  it('fills the form from a rate in force', () => {
    expect(
      taxRateFormValues({
        hsnPrefix: '61',
        source: 'default',
        slabs: [
          { upTo: 2500, rate: 5 },
          { upTo: null, rate: 18 },
        ],
      }),
    ).toEqual({
      hsnPrefix: '61',
      slabs: [
        { rate: '5', upTo: '2500' },
        { rate: '18', upTo: '' },
      ],
    });
  });
});
