import { describe, expect, it } from 'vitest';
import { parseIndianDate } from './indian-date';

describe('dates as Indians write them (issue 36)', () => {
  it.each([
    ['26/11/2026', '2026-11-26'],
    ['5-1-26', '2026-01-05'],
    ['05.01.2026', '2026-01-05'],
    ['26 Nov 2026', '2026-11-26'],
    ['26 november, 2026', '2026-11-26'],
    ['1st Sept 2026', '2026-09-01'],
    ['2026-11-26', '2026-11-26'],
  ])('reads %s as %s', (text, day) => {
    expect(parseIndianDate(text)).toBe(day);
  });

  it.each(['11/26/2026', '31/02/2026', '26 Novx 2026', 'yesterday', '26/11'])(
    'refuses %s',
    (text) => {
      expect(parseIndianDate(text)).toBeNull();
    },
  );
});
