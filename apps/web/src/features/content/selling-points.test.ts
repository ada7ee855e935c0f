import type { StoreInfo } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { storeInfoFixture } from '../../test/store-info';
import { sellingPoints } from './selling-points';
import { resolveStoreInfo } from './store-defaults';

const points = (over: Partial<StoreInfo>) =>
  sellingPoints(resolveStoreInfo(storeInfoFixture(over)));

describe('sellingPoints', () => {
  it('promises free shipping only when no order pays for it', () => {
    expect(points({ shipping: { freeAbove: 0, flatFee: 0 } })).toMatchObject({
      shipping: 'Free, pan-India',
      shippingTitle: 'Free shipping',
    });
    // A fee with no threshold is never charged: every order is at or above ₹0.
    expect(points({ shipping: { freeAbove: 0, flatFee: 79 } }).shipping).toBe('Free, pan-India');
    expect(points({ shipping: { freeAbove: 1499, flatFee: 0 } }).shipping).toBe('Free, pan-India');
    expect(points({ shipping: { freeAbove: 1499, flatFee: 79 } })).toMatchObject({
      shipping: 'Free over ₹1,499.00',
      shippingTitle: 'Free shipping over ₹1,499.00',
      shippingSentence:
        'Shipping is free on orders of ₹1,499.00 or more; below that it costs ₹79.00.',
    });
    expect(points({ shipping: { freeAbove: 0, flatFee: 0 } }).shippingSentence).toBe(
      'Shipping is free on every order.',
    );
  });

  it('names the payment methods the store takes, and no other', () => {
    const both = (paymentMethods: StoreInfo['paymentMethods']) => {
      const p = points({ paymentMethods });
      return [p.payments, p.paymentsLong];
    };
    expect(both(['upi', 'card', 'cod'])).toEqual([
      'UPI, cards & COD',
      'UPI, cards, net banking and cash on delivery',
    ]);
    expect(both(['cod', 'upi'])).toEqual(['UPI & COD', 'UPI and cash on delivery']);
    expect(both(['upi', 'card'])).toEqual(['UPI & cards', 'UPI, cards and net banking']);
    expect(both(['card'])).toEqual(['Cards', 'Cards and net banking']);
    expect(both(['cod'])).toEqual(['Cash on delivery', 'Cash on delivery']);
  });

  it('claims neither before the store has said (an older server, or still loading)', () => {
    const unknown = sellingPoints(resolveStoreInfo(undefined));
    expect(unknown).toEqual({
      shipping: 'Pan-India',
      shippingTitle: 'Delivery',
      shippingSentence: 'Any shipping charge is shown at checkout, before you pay.',
      payments: 'Secure',
      paymentsLong: 'Secure checkout',
    });
    expect(points({ paymentMethods: [] }).payments).toBe('Secure');
  });
});
