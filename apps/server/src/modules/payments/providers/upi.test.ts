import { describe, expect, it } from 'vitest';
import { buildUpiLink } from './upi.ts';

describe('UPI payment link', () => {
  it('carries the VPA, payee, amount with two decimals, INR, note and reference', () => {
    const link = buildUpiLink({
      payee: { vpa: 'ethnicelegance.demo@upi', name: 'Ethnic Elegance (demo)' },
      amountPaise: 149_900,
      note: 'Order EE-7K2M9Q',
      reference: 'EE-7K2M9Q',
    });
    expect(link).toBe(
      'upi://pay?pa=ethnicelegance.demo@upi&pn=Ethnic%20Elegance%20(demo)&am=1499.00&cu=INR&tn=Order%20EE-7K2M9Q&tr=EE-7K2M9Q',
    );
  });

  it('writes paise exactly and never a plus for a space', () => {
    const link = buildUpiLink({
      payee: { vpa: 'shop@okaxis', name: 'Sharma & Sons' },
      amountPaise: 105,
      note: 'a b',
      reference: 'EE-22',
    });
    expect(link).toContain('&am=1.05&');
    expect(link).toContain('pn=Sharma%20%26%20Sons');
    expect(link).not.toContain('+');
  });

  it('escapes characters that would end a parameter', () => {
    const link = buildUpiLink({
      payee: { vpa: 'shop@okaxis', name: 'A&am=1' },
      amountPaise: 100,
      note: 'x',
      reference: 'r',
    });
    expect(new URL(link.replace('upi://pay', 'http://x/')).searchParams.getAll('am')).toEqual([
      '1.00',
    ]);
  });
});
