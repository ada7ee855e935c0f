import { describe, expect, it } from 'vitest';
import { secondFactorCode, twoFactorEnableRequest } from './admin.ts';

describe('two-factor codes', () => {
  it('take the code as an authenticator app shows it, with its space', () => {
    expect(secondFactorCode.parse(' 578 913 ')).toBe('578913');
    expect(twoFactorEnableRequest.parse({ code: '578 913' })).toEqual({ code: '578913' });
  });

  it('still refuse what is not a code, and keep recovery codes as typed', () => {
    expect(secondFactorCode.safeParse('578 91').success).toBe(false);
    expect(secondFactorCode.safeParse('57a 913').success).toBe(false);
    expect(secondFactorCode.parse('k7m2q-9xw4t')).toBe('k7m2q-9xw4t');
  });
});
