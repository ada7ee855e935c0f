// What the home page's hero and the product page promise about delivery and payment, worded
// from the store's own settings: a store that charges for delivery below some value, or takes
// cash on delivery only, must not claim free shipping or cards.
import type { PaymentMethod } from '@store/contract';
import { formatRupees } from '../../lib/money';
import type { ResolvedStoreInfo } from './store-defaults';

export interface SellingPoints {
  /** The hero's short line: 'Free, pan-India', 'Free over ₹999.00', or 'Pan-India' before it is known. */
  shipping: string;
  /** The product page's title: 'Free shipping', 'Free shipping over ₹999.00', or 'Delivery'. */
  shippingTitle: string;
  /** The hero's short line: 'UPI & cards', 'UPI, cards & COD', 'Cash on delivery', or 'Secure'. */
  payments: string;
  /** The product page's line: 'UPI, cards and net banking', or 'Secure checkout'. */
  paymentsLong: string;
  /** The shipping policy's sentence on what delivery costs. */
  shippingSentence: string;
}

// The order the payment form lists them in.
const METHOD_ORDER: readonly PaymentMethod[] = ['upi', 'card', 'cod'];
const SHORT_NAMES: Record<PaymentMethod, readonly string[]> = {
  upi: ['UPI'],
  card: ['cards'],
  cod: ['COD'],
};
const LONG_NAMES: Record<PaymentMethod, readonly string[]> = {
  upi: ['UPI'],
  card: ['cards', 'net banking'],
  cod: ['cash on delivery'],
};

/** 'a', 'a and b', 'a, b and c', with its first letter in capitals. */
function list(names: readonly string[], and: string): string {
  const text =
    names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function sellingPoints(info: ResolvedStoreInfo): SellingPoints {
  const methods = METHOD_ORDER.filter((m) => info.paymentMethods?.includes(m));
  const shipping = info.shipping;
  // Shipping is charged only below freeAbove, and only when there is a fee to charge.
  const alwaysFree = shipping !== null && (shipping.freeAbove === 0 || shipping.flatFee === 0);
  const over = shipping && !alwaysFree ? ` over ${formatRupees(shipping.freeAbove)}` : '';
  return {
    shipping: shipping === null ? 'Pan-India' : alwaysFree ? 'Free, pan-India' : `Free${over}`,
    shippingTitle: shipping === null ? 'Delivery' : `Free shipping${over}`,
    shippingSentence:
      shipping === null
        ? 'Any shipping charge is shown at checkout, before you pay.'
        : alwaysFree
          ? 'Shipping is free on every order.'
          : `Shipping is free on orders of ${formatRupees(shipping.freeAbove)} or more; below that it costs ${formatRupees(shipping.flatFee)}.`,
    payments:
      methods.length === 0
        ? 'Secure'
        : methods.length === 1 && methods[0] === 'cod'
          ? 'Cash on delivery'
          : list(
              methods.flatMap((m) => SHORT_NAMES[m]),
              '&',
            ),
    paymentsLong:
      methods.length === 0
        ? 'Secure checkout'
        : list(
            methods.flatMap((m) => LONG_NAMES[m]),
            'and',
          ),
  };
}
