import { missingChoice, type CartLine } from './cart-reducer';

/** What 'Proceed to Checkout' does with the cart as it is. */
export type CheckoutGate =
  /** A line added from a product card still needs its size or colour. */
  | { kind: 'choose'; line: CartLine; which: 'size' | 'colour' }
  /** Checkout needs a signed-in shopper: sign in first, then come back to it. */
  | { kind: 'sign-in' }
  | { kind: 'proceed' };

/**
 * The cart's checkout gate (docs/product/storefront.md section 4, "Checkout guard"): every line needs its
 * choices before anything else, then the shopper must be signed in.
 */
export function checkoutGate(lines: readonly CartLine[], isAuthenticated: boolean): CheckoutGate {
  for (const line of lines) {
    const which = missingChoice(line);
    if (which) return { kind: 'choose', line, which };
  }
  return isAuthenticated ? { kind: 'proceed' } : { kind: 'sign-in' };
}
