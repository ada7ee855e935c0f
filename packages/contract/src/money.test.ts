import { describe, expect, it } from 'vitest';
import { formatPaise, formatPaiseShort, formatRupees } from './money.ts';

describe('rupee formatting', () => {
  it('writes prices with the rupee sign, Indian grouping and two decimals', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatPaise(12345650)).toBe('₹1,23,456.50');
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
  });

  it('drops ".00" in sentences but keeps paise when there are any', () => {
    expect(formatPaiseShort(50000)).toBe('₹500');
    expect(formatPaiseShort(3_000_000)).toBe('₹30,000');
    expect(formatPaiseShort(149950)).toBe('₹1,499.50');
    expect(formatPaiseShort(5)).toBe('₹0.05');
  });
});
