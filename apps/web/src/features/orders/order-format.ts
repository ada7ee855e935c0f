import type { Order, QuoteResponse } from '@store/contract';
import { restateOrder, subtotalOf } from '@store/contract/order-calculator';
import type { SummaryBreakdown } from './components/order-summary';
import { dateLocale, msgid, t } from '../../lib/i18n';

/** The tracking text when an order has no carrier number yet (docs/product/storefront.md section 3). */
export const NO_TRACKING = msgid('Not available');
/** docs/product/storefront.md section 2: the method is always shown as Standard Shipping. */
export const SHIPPING_METHOD = msgid('Standard Shipping');

/** In the page's language: 27 नवंबर 2026 on a Hindi page (docs/decisions/031). */
export function formatOrderDate(iso: string | undefined): string {
  const date = new Date(iso ?? '');
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(dateLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

type Line = Pick<Order['items'][number], 'price' | 'quantity'>;

/** Rupees as the whole paise the order calculator works in. */
const paiseOf = (rupees: number) => Math.round((Number(rupees) || 0) * 100);

/**
 * docs/product/storefront.md section 2: the total is the sum of price times quantity, added up
 * in paise by the order calculator (packages/contract/src/order-calculator.ts).
 */
export function orderTotal(items: readonly Line[]): number {
  const lines = items.map((i) => ({
    unitPaise: paiseOf(i.price),
    quantity: Number(i.quantity) || 0,
  }));
  return subtotalOf(lines) / 100;
}

/**
 * What the shopper pays for an order: the server's total (the discount off, shipping and any
 * cash-on-delivery fee on); the lines' sum for an answer that carries no total.
 */
export function amountToPay(order: Pick<Order, 'items'> & Partial<Pick<Order, 'total'>>): number {
  return typeof order.total === 'number' ? order.total : orderTotal(order.items);
}

/**
 * What is still to pay: the order's total less the store credit spent on it at checkout (a
 * means of payment, so the total itself, the invoice's value, keeps it).
 */
export function amountLeftToPay(
  order: Pick<Order, 'items'> & Partial<Pick<Order, 'total' | 'storeCredit'>>,
): number {
  return Math.round((amountToPay(order) - (order.storeCredit ?? 0)) * 100) / 100;
}

/**
 * The quote as the summary shows it: the server's amounts, and the goods after the discount as
 * the order calculator adds up the quote's lines.
 */
export function quoteBreakdown(quote: QuoteResponse): SummaryBreakdown {
  const amounts = restateOrder({
    items: quote.lines.map((l) => ({
      unitPricePaise: paiseOf(l.price),
      quantity: l.quantity,
      discountPaise: paiseOf(l.discount),
    })),
  });
  return {
    subtotal: quote.subtotal,
    discount: quote.discount,
    goods: amounts.goodsPaise / 100,
    couponCode: quote.coupon?.status === 'applied' ? quote.coupon.code : null,
    shipping: quote.shipping,
    codFee: 0,
    total: quote.total,
  };
}

/**
 * The order as it will be charged when paid by `method` (the payment page, issue 31 item 2):
 * with the cash-on-delivery fee for COD, without it for any other method (the server takes it
 * off when she pays online). Unchanged while no method is chosen.
 */
export function orderForMethod(order: Order, method: string | null, codFeeRupees: number): Order {
  if (!method) return order;
  const fee = paiseOf(method === 'cod' ? codFeeRupees : 0);
  const current = paiseOf(order.codFee ?? 0);
  if (fee === current) return order;
  // The GST split the server answered is that of the other total (the fee is taxed with the
  // goods, docs/tax.md): not shown until the server has the method, rather than shown wrong.
  return {
    ...order,
    codFee: fee / 100,
    total: (paiseOf(order.total) - current + fee) / 100,
    tax: null,
  };
}

/** How the order is paid, in words; null before a method is chosen. */
export function paymentMethodName(method: string | null | undefined): string | null {
  switch (method) {
    case null:
    case undefined:
    case '':
      return null;
    case 'cod':
      return 'Cash on delivery';
    case 'upi':
      return 'UPI';
    case 'card':
      return 'Card or net banking';
    case 'store_credit':
      return 'Store credit';
    // The new size a return sends at no charge (the owner's Send the exchange).
    case 'exchange':
      return 'Exchange, no charge';
    default:
      return method;
  }
}

/** Where a refund goes back to, in words: the way the order was paid. */
export function refundDestination(method: string | null | undefined): string {
  if (method === 'upi') return t('your UPI account');
  if (method === 'card') return t('your card or bank account');
  return t('the way you paid');
}

/** The order's price as the summary shows it, when the answer carries the breakdown. */
export function orderBreakdown(order: Order): SummaryBreakdown | undefined {
  if (typeof order.subtotal !== 'number') return undefined;
  return {
    subtotal: order.subtotal,
    discount: order.discount ?? 0,
    couponCode: order.couponCode ?? null,
    shipping: order.shippingFee ?? 0,
    codFee: order.codFee ?? 0,
    total: order.total,
    storeCredit: order.storeCredit ?? 0,
  };
}

export function itemName(item: Partial<Pick<Order['items'][number], 'productTitle' | 'name'>>) {
  return item.productTitle || item.name || 'Item';
}

/** '+919876543210' as '+91 98765 43210'; anything else as it is. */
export function formatPhone(phone: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone.replace(/\s+/g, ''));
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}

/** The address as a shopper writes it: name, street, 'city, state PIN', phone. */
export function addressLines(address: Partial<Order['shippingAddress']> | undefined): string[] {
  if (!address) return [];
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const phone = address.phone ? formatPhone(address.phone) : '';
  return [address.fullName, address.address, cityLine, phone].filter((line): line is string =>
    Boolean(line),
  );
}

export function trackingText(trackingNumber: string | null | undefined): string {
  return trackingNumber?.trim() || t(NO_TRACKING);
}
