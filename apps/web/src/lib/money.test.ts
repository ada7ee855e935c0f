import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';

describe('formatRupees', () => {
  it('formats in rupees with Indian digit grouping', () => {
    expect(formatRupees(124999)).toBe('₹1,24,999.00');
    expect(formatRupees(499.5)).toBe('₹499.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });
  it('never shows a dollar sign', () => {
    expect(formatRupees(12.345)).not.toContain('$');
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
  });
});
