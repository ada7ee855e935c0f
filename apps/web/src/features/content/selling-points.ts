// What the store promises about delivery and payment, worded from its own settings: a store that
// charges for delivery below some value, or takes cash on delivery only, must not claim free
// shipping or cards. The home page's hero uses the short words here, which go with the app
// (vite.config.ts); the longer ones for the product page and the policies are in
// store-promises.ts, loaded with those screens.
import type { PaymentMethod } from '@store/contract';
// Straight from the contract, not lib/money: lib/ modules go with the lazy screens' shared chunk.
import { formatRupees } from '@store/contract/money';
import { msgid, t, tf } from '../../lib/i18n';
import type { ResolvedStoreInfo } from './store-defaults';

/** The order the payment form lists them in. */
export const METHOD_ORDER: readonly PaymentMethod[] = ['upi', 'card', 'cod'];

/** The methods the store takes, in the form's order; none while the store has not said. */
export const methodsOf = (info: ResolvedStoreInfo) =>
  METHOD_ORDER.filter((m) => info.paymentMethods?.includes(m));

/** 'a', 'a and b', 'a, b and c', with its first letter in capitals. */
export function listOf(names: readonly string[], and: string): string {
  const text =
    names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What delivery costs: null while the store has not said, else whether no order pays for it and,
 * when some do, ' over ₹999.00' (the value of goods from which it is free).
 */
export function shippingOf(info: ResolvedStoreInfo): { alwaysFree: boolean; over: string } | null {
  const shipping = info.shipping;
  if (shipping === null) return null;
  // Shipping is charged only below freeAbove, and only when there is a fee to charge.
  const alwaysFree = shipping.freeAbove === 0 || shipping.flatFee === 0;
  return { alwaysFree, over: alwaysFree ? '' : ` over ${formatRupees(shipping.freeAbove)}` };
}

const SHORT_NAMES: Record<PaymentMethod, string> = { upi: 'UPI', card: msgid('cards'), cod: 'COD' };

/** The hero's two lines: 'Free, pan-India' or 'Free over ₹999.00'; 'UPI, cards & COD'. */
export function heroPoints(info: ResolvedStoreInfo): { shipping: string; payments: string } {
  const shipping = shippingOf(info);
  const methods = methodsOf(info);
  return {
    shipping: !shipping
      ? t('Pan-India')
      : shipping.alwaysFree
        ? t('Free, pan-India')
        : tf('Free over {amount}', { amount: formatRupees(info.shipping?.freeAbove ?? 0) }),
    payments:
      methods.length === 0
        ? t('Secure')
        : methods.length === 1 && methods[0] === 'cod'
          ? t('Cash on delivery')
          : listOf(
              methods.map((m) => t(SHORT_NAMES[m])),
              '&',
            ),
  };
}
