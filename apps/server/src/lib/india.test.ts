import { INDIAN_STATES } from '@store/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIndianMobile, parseIndianState, parsePinCode } from './india.ts';

describe('parseIndianState', () => {
  it('knows all 28 states and 8 union territories by their own names', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    for (const s of INDIAN_STATES) expect(parseIndianState(s)).toBe(s);
  });

  it('ignores case, extra spaces and "&" for "and"', () => {
    expect(parseIndianState('  tamil   NADU ')).toBe('Tamil Nadu');
    expect(parseIndianState('Jammu & Kashmir')).toBe('Jammu and Kashmir');
    expect(parseIndianState('Andaman & Nicobar Islands')).toBe('Andaman and Nicobar Islands');
  });

  it('reads old names, short forms and codes', () => {
    expect(parseIndianState('Orissa')).toBe('Odisha');
    expect(parseIndianState('Pondicherry')).toBe('Puducherry');
    expect(parseIndianState('New Delhi')).toBe('Delhi');
    expect(parseIndianState('Daman and Diu')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(parseIndianState('MH')).toBe('Maharashtra');
    expect(parseIndianState('ts')).toBe('Telangana');
    expect(parseIndianState('J&K')).toBe('Jammu and Kashmir');
  });

  it('refuses what is not a state or union territory of India', () => {
    for (const s of ['', 'California', 'Bombay', 'Mumbai', 'XX', 'Tamil', 'Delhi 6']) {
      expect(parseIndianState(s)).toBeNull();
    }
  });
});

describe('parsePinCode', () => {
  it('accepts six digits not starting with 0, with an optional space after three', () => {
    expect(parsePinCode('400001')).toBe('400001');
    expect(parsePinCode(' 560 034 ')).toBe('560034');
    expect(parsePinCode('999999')).toBe('999999');
  });

  it('refuses a leading 0, wrong lengths and anything not a digit', () => {
    for (const s of ['012345', '40001', '4000011', '40000a', '', '4000 01', '४००००१', '4e5001']) {
      expect(parsePinCode(s)).toBeNull();
    }
  });
});

describe('parseIndianMobile', () => {
  it('stores every usual way of writing one number as +91 and ten digits', () => {
    for (const s of [
      '9876543210',
      '+919876543210',
      '+91 98765 43210',
      '919876543210',
      '09876543210',
      '0091 9876543210',
      '(+91) 98765-43210',
      '98765.43210',
    ]) {
      expect(parseIndianMobile(s), s).toBe('+919876543210');
    }
  });

  it('refuses landlines, short and long numbers, foreign codes and letters', () => {
    for (const s of [
      '5876543210',
      '987654321',
      '98765432101',
      '+449876543210',
      '+91 5876543210',
      '98765abcde',
      '',
      '+',
    ]) {
      expect(parseIndianMobile(s), s).toBeNull();
    }
  });

  it('round-trips: any valid mobile in any accepted prefix parses to the same number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 9 }),
        fc.stringMatching(/^\d{9}$/),
        fc.constantFrom('', '+91', '91', '0', '0091', '+91 ', '0 '),
        (first, rest, prefix) => {
          const ten = `${first}${rest}`;
          expect(parseIndianMobile(prefix + ten)).toBe(`+91${ten}`);
          expect(parseIndianMobile(`+91${ten}`)).toBe(parseIndianMobile(ten));
        },
      ),
    );
  });
});
