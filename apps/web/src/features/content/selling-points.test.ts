import type { StoreInfo } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { storeInfoFixture } from '../../test/store-info';
import { heroPoints } from './selling-points';
import { storePromises } from './store-promises';
import { resolveStoreInfo } from './store-defaults';

const both = (over: Partial<StoreInfo>) => {
  const info = resolveStoreInfo(storeInfoFixture(over));
  return { ...storePromises(info), hero: heroPoints(info) };
};

describe('the store’s promises (selling-points.ts, store-promises.ts)', () => {
  it('promise free shipping only when no order pays for it', () => {
    expect(both({ shipping: { freeAbove: 0, flatFee: 0 } })).toMatchObject({
      hero: { shipping: 'Free, pan-India' },
      shippingTitle: 'Free shipping',
      shippingSentence: 'Shipping is free on every order.',
    });
    // A fee with no threshold is never charged: every order is at or above ₹0.
    expect(both({ shipping: { freeAbove: 0, flatFee: 79 } }).hero.shipping).toBe('Free, pan-India');
    expect(both({ shipping: { freeAbove: 1499, flatFee: 0 } }).hero.shipping).toBe(
      'Free, pan-India',
    );
    expect(both({ shipping: { freeAbove: 1499, flatFee: 79 } })).toMatchObject({
      hero: { shipping: 'Free over ₹1,499.00' },
      shippingTitle: 'Free shipping over ₹1,499.00',
      shippingSentence:
        'Shipping is free on orders of ₹1,499.00 or more; below that it costs ₹79.00.',
    });
  });

  it('name the payment methods the store takes, and no other', () => {
    const words = (paymentMethods: StoreInfo['paymentMethods']) => {
      const p = both({ paymentMethods });
      return [p.hero.payments, p.payments];
    };
    expect(words(['upi', 'card', 'cod'])).toEqual([
      'UPI, cards & COD',
      'UPI, cards, net banking and cash on delivery',
    ]);
    expect(words(['cod', 'upi'])).toEqual(['UPI & COD', 'UPI and cash on delivery']);
    expect(words(['upi', 'card'])).toEqual(['UPI & cards', 'UPI, cards and net banking']);
    expect(words(['card'])).toEqual(['Cards', 'Cards and net banking']);
    expect(words(['cod'])).toEqual(['Cash on delivery', 'Cash on delivery']);
  });

  it('claim neither before the store has said (an older server, or still loading)', () => {
    const info = resolveStoreInfo(undefined);
    expect(heroPoints(info)).toEqual({ shipping: 'Pan-India', payments: 'Secure' });
    expect(storePromises(info)).toEqual({
      shippingTitle: 'Delivery',
      shippingSentence: 'Any shipping charge is shown at checkout, before you pay.',
      payments: 'Secure checkout',
    });
    expect(both({ paymentMethods: [] }).hero.payments).toBe('Secure');
  });
});
