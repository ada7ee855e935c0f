// Shared by the property tests of an order's money (the quote equals the placed order; the
// invoice totals what the shopper pays): random carts of products made for the test, an offer
// code or none, shipped to Maharashtra or Rajasthan, cash on delivery or not; each quoted and
// placed through the API as the storefront does.
import type { Order, QuoteResponse } from '@store/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import { createTestUser, type TestApp } from '../../test/harness.ts';
import { loadPinDirectory, readBundledDirectory } from '../delivery/index.ts';
import { createCoupon } from '../offers/index.ts';
import { address, createProduct, placeOrderAs } from './test-fixtures.ts';

/** In the demo store's own state (Rajasthan): CGST and SGST there, IGST elsewhere. */
export const jaipur = {
  ...address,
  address: '4, MI Road',
  city: 'Jaipur',
  state: 'Rajasthan',
  postalCode: '302002',
};

/** The PIN directory's rows for the two addresses the carts ship to. */
export async function loadCartPins(t: TestApp): Promise<void> {
  const rows = readBundledDirectory().filter((r) => r.pin === 400050 || r.pin === 302002);
  await loadPinDirectory(t.app.db, rows);
}

/**
 * Carts of one to three lines (₹1 to ₹4,000 a piece, below and above ₹2,625: the 5 % and 18 %
 * slabs of apparel, so rates mix), with an offer code or none. `limitedOffers` also draws the
 * offer's cap and its categories.
 */
export function cartArbitrary(options: { limitedOffers: boolean }) {
  const limits: {
    maxDiscountPaise?: fc.Arbitrary<number | undefined>;
    categories?: fc.Arbitrary<string[]>;
  } = options.limitedOffers
    ? {
        maxDiscountPaise: fc.option(fc.integer({ min: 100, max: 50_000 }), { nil: undefined }),
        categories: fc.constantFrom<string[]>([], ['Kurta']),
      }
    : {};
  return fc.record({
    lines: fc.array(
      fc.record({
        pricePaise: fc.integer({ min: 100, max: 400_000 }),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    offer: fc.option(
      fc.record({
        percent: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
        flatPaise: fc.integer({ min: 100, max: 300_000 }),
        ...limits,
      }),
      { nil: null },
    ),
    shipTo: fc.constantFrom(address, jaipur),
    cod: fc.boolean(),
  });
}

export type Cart = ReturnType<ReturnType<typeof cartArbitrary>['generate']>['value'];

let codes = 0;

/**
 * A new shopper asks for the cart's quote (its code under `codePrefix`, cash on delivery as the
 * cart says) and places the same cart: both answers, the code, and the shopper to pay with.
 */
export async function quoteAndPlace(t: TestApp, cart: Cart, codePrefix: string) {
  const shopper = await createTestUser(t.app.db);
  const items = [];
  for (const line of cart.lines) {
    const p = await createProduct(t.app.db, { regularPricePaise: line.pricePaise });
    items.push({ productId: p.id, quantity: line.quantity, size: 'M', color: 'Maroon' });
  }
  let couponCode: string | undefined;
  if (cart.offer) {
    couponCode = `${codePrefix}${++codes}X${Math.floor(Math.random() * 1e6)}`;
    const { percent, flatPaise, ...rest } = cart.offer;
    await createCoupon(t.app.db, {
      code: couponCode,
      ...(percent === undefined ? { flatPaise } : { percent }),
      ...rest,
    });
  }
  const quoteRes = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote',
    headers: shopper.auth,
    payload: {
      items,
      postalCode: cart.shipTo.postalCode,
      ...(couponCode ? { couponCode } : {}),
      ...(cart.cod ? { paymentMethod: 'cod' } : {}),
    },
  });
  expect(quoteRes.statusCode, quoteRes.body).toBe(200);
  const quote = quoteRes.json<QuoteResponse>();
  const order: Order = await placeOrderAs(
    t.app,
    { items, shippingAddress: cart.shipTo, ...(couponCode ? { couponCode } : {}) },
    shopper.auth,
  );
  return { shopper, couponCode, quote, order };
}
