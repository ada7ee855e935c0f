import { describe, expect, it } from 'vitest';
import { fitAdvice } from './fit-advice.ts';

describe('fitAdvice', () => {
  it('speaks only for a clear majority of at least three reviews', () => {
    expect(fitAdvice({ small: 2, true: 0, large: 0 })).toBeNull();
    expect(fitAdvice({ small: 2, true: 1, large: 0 })).toBe(
      'Most say: runs small, take one size up',
    );
    expect(fitAdvice({ small: 0, true: 1, large: 3 })).toBe(
      'Most say: runs large, take one size down',
    );
    expect(fitAdvice({ small: 1, true: 3, large: 1 })).toBe('Most say: true to size');
    expect(fitAdvice({ small: 2, true: 2, large: 0 })).toBeNull();
  });
});
