import { describe, expect, it } from 'vitest';
import { canPay, orderStatusBadgeClass, orderStatusName } from './order-status';
import {
  addressLines,
  formatPhone,
  itemName,
  NO_TRACKING,
  orderTotal,
  paymentMethodName,
  trackingText,
} from './order-format';
import { ASHA_ADDRESS } from '../../test/samples';
import { hi } from '../../i18n/hi';

describe('order status (docs/product/storefront.md section 4)', () => {
  it.each([
    [0, 'Pending', 'yellow'],
    [1, 'Processing', 'blue'],
    [2, 'Shipped', 'purple'],
    [3, 'Delivered', 'emerald'],
    [4, 'Cancelled', 'red'],
  ])('%i is %s with a %s badge', (code, name, colour) => {
    expect(orderStatusName(code)).toBe(name);
    expect(orderStatusBadgeClass(code)).toContain(`bg-${colour}-100`);
  });

  it("shows other codes as 'Unknown ({code})'", () => {
    expect(orderStatusName(7)).toBe('Unknown (7)');
    expect(orderStatusName(-1)).toBe('Unknown (-1)');
    expect(orderStatusName(undefined)).toBe('Unknown');
    expect(orderStatusBadgeClass(7)).not.toContain('yellow');
  });

  it('offers Pay Now only for Pending', () => {
    expect([0, 1, 2, 3, 4, 9].map(canPay)).toEqual([true, false, false, false, false, false]);
  });
});

describe('order display', () => {
  it('totals price times quantity in paise', () => {
    expect(
      orderTotal([
        { price: 199.99, quantity: 3 },
        { price: 0.1, quantity: 2 },
      ]),
    ).toBe(600.17);
    expect(orderTotal([])).toBe(0);
  });

  it("says 'Not available' without a tracking number", () => {
    expect(trackingText(null)).toBe(NO_TRACKING);
    expect(trackingText('  ')).toBe('Not available');
    expect(trackingText('DL123456789IN')).toBe('DL123456789IN');
  });

  it('names an item by its title, else its name', () => {
    expect(itemName({ productTitle: 'Silk Saree', name: 'x' })).toBe('Silk Saree');
    expect(itemName({ productTitle: '', name: 'Kurta' })).toBe('Kurta');
  });

  it('writes the address as Indian post does', () => {
    expect(addressLines(ASHA_ADDRESS)).toEqual([
      'Asha Verma',
      '14 Residency Road',
      'Bengaluru, Karnataka 560025',
      '+91 98765 43210',
    ]);
    expect(formatPhone('9876543210')).toBe('9876543210');
  });
});

describe('paymentMethodName', () => {
  // An exchange order (a return's new size, sent free) read "Payment: exchange", the raw value.
  it.each([
    ['cod', 'Cash on delivery'],
    ['card', 'Card or net banking'],
    ['exchange', 'Exchange, no charge'],
    [null, null],
  ])('%s reads %s', (method, words) => {
    expect(paymentMethodName(method)).toBe(words);
  });

  // The order card shows t(name): each way an order is paid has its Hindi words.
  it.each(['cod', 'upi', 'card', 'store_credit', 'exchange'])('%s has Hindi words', (method) => {
    expect(hi[paymentMethodName(method)!]).toBeTruthy();
  });
});
