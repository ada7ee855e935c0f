import { describe, expect, it } from 'vitest';
import { formatPaise, formatTime } from './command-kit.ts';

describe('how the owner sees times and amounts', () => {
  it('prints times in IST on a 00-23 clock', () => {
    // 19:20 UTC is 00:50 the next day in India: never "24:50".
    expect(formatTime(new Date('2026-11-23T19:20:00Z'))).toBe('24 Nov 2026, 00:50 IST');
    expect(formatTime(new Date('2026-11-24T08:05:00Z'))).toBe('24 Nov 2026, 13:35 IST');
    expect(formatTime(new Date('2026-11-24T18:29:00Z'))).toBe('24 Nov 2026, 23:59 IST');
  });

  it('prints amounts in rupees with Indian digit grouping', () => {
    expect(formatPaise(3_599_700)).toBe('₹35,997.00');
    expect(formatPaise(12_345_678_90)).toBe('₹1,23,45,678.90');
  });
});
