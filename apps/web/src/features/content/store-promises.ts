// The product page's and the policies' longer words for the store's delivery and payment
// promises (selling-points.ts has the hero's short ones and the rules both share).
import type { PaymentMethod } from '@store/contract';
import { msgid, t, tf } from '../../lib/i18n';
import { formatRupees } from '../../lib/money';
import { listOf, methodsOf, shippingOf } from './selling-points';
import type { ResolvedStoreInfo } from './store-defaults';

export interface StorePromises {
  /** 'Free shipping', 'Free shipping over ₹999.00', or 'Delivery' before the store has said. */
  shippingTitle: string;
  /** The shipping policy's sentence on what delivery costs. */
  shippingSentence: string;
  /** 'UPI, cards, net banking and cash on delivery', or 'Secure checkout'. */
  payments: string;
}

const LONG_NAMES: Record<PaymentMethod, readonly string[]> = {
  upi: ['UPI'],
  card: [msgid('cards'), msgid('net banking')],
  cod: [msgid('cash on delivery')],
};

/**
 * `inPageLanguage`: the words in the page's language (Hindi on Hindi pages), for the product page
 * and the store's own policy texts in Hindi; English for an owner's own policy text.
 */
/** tf() kept in English. */
const fill = (english: string, values: Record<string, string>) =>
  english.replace(/\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);

export function storePromises(info: ResolvedStoreInfo, inPageLanguage = false): StorePromises {
  const say = inPageLanguage ? t : (english: string) => english;
  const shipping = shippingOf(info);
  const methods = methodsOf(info);
  const fee = info.shipping?.flatFee ?? 0;
  const freeAbove = info.shipping?.freeAbove ?? 0;
  return {
    shippingTitle: !shipping
      ? say(msgid('Delivery'))
      : inPageLanguage && !shipping.alwaysFree
        ? tf('Free shipping over {amount}', { amount: formatRupees(freeAbove) })
        : say(shipping.over ? `Free shipping${shipping.over}` : msgid('Free shipping')),
    shippingSentence: !shipping
      ? say(msgid('Any shipping charge is shown at checkout, before you pay.'))
      : shipping.alwaysFree
        ? say(msgid('Shipping is free on every order.'))
        : (inPageLanguage ? tf : fill)(
            msgid('Shipping is free on orders of {free} or more; below that it costs {fee}.'),
            { free: formatRupees(freeAbove), fee: formatRupees(fee) },
          ),
    payments:
      methods.length === 0
        ? say(msgid('Secure checkout'))
        : listOf(methods.flatMap((m) => LONG_NAMES[m]).map(say), say(msgid('and'))),
  };
}
