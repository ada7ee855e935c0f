// The server's refusals in the page's language (docs/decisions/031): English pages keep the
// server's sentence exactly; Hindi pages never show an English sentence.
import { afterEach, describe, expect, it } from 'vitest';
import { hi } from '../i18n/hi';
import { setLanguage } from './i18n';
import { fieldTexts, refusalText } from './refusal-words';

afterEach(() => setLanguage('en'));

describe('refusalText', () => {
  it("keeps the server's sentence on an English page", () => {
    setLanguage('en');
    expect(refusalText('Pincode 999999 is not deliverable', 'invalid')).toBe(
      'Pincode 999999 is not deliverable',
    );
    expect(fieldTexts({ 'shippingAddress.postalCode': 'Enter a 6-digit PIN' })).toEqual({
      'shippingAddress.postalCode': 'Enter a 6-digit PIN',
    });
  });

  it('answers a known sentence in Hindi, and any other by its kind', () => {
    setLanguage('hi', hi);
    expect(refusalText('Invalid email or password', 'unauthorized')).toBe('ईमेल या पासवर्ड ग़लत है');
    expect(refusalText('Not enough stock: Kurta (M)', 'out_of_stock')).toBe(
      hi['Not enough stock of a piece in your order. Please change the quantity.'],
    );
    expect(refusalText('Request failed with status 502', null)).toBe(
      hi['Something went wrong. Please try again.'],
    );
    const fields = fieldTexts({ 'shippingAddress.city': 'City is required' });
    expect(fields['shippingAddress.city']).not.toMatch(/[A-Za-z]/);
  });
});
