// What every order mail, in either language, knows besides the order (docs/mail.md): the events,
// the context, and the links and greeting both languages' templates share.
import type { MailOrder, MailStore } from './mail-layout.ts';

export const MAIL_EVENTS = [
  'order-placed',
  'payment-received',
  'order-shipped',
  'order-out-for-delivery',
  'order-delivered',
  'order-cancelled',
  'cod-confirmed',
] as const;
export type MailEvent = (typeof MAIL_EVENTS)[number];

/**
 * Why an order was cancelled: the expiry of an unpaid order, the shopper herself from her
 * orders, or anyone else (the owner).
 */
export type CancelReason = 'expired' | 'shopper' | 'cancelled';

/** What the event knew that the order does not keep, stored with the queued mail. */
export interface MailEventData {
  /** order-placed: a single-use link that confirms a cash-on-delivery order (modules offers). */
  codConfirmUrl?: string;
  /** order-cancelled: who cancelled it. */
  reason?: CancelReason;
}

export interface MailContext {
  /** The storefront's address, without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  store: MailStore;
  /** How long an unpaid order holds its stock before it is cancelled (ORDER_HOLD_MINUTES). */
  holdMinutes: number;
  /** The documents attached to this mail: the invoice when shipped, a credit note when cancelled. */
  attached?: ('invoice' | 'credit-note')[];
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
export const formatDate = (d: Date) => dateFormat.format(d);

/**
 * Whom the mail greets: the person it is sent to, the account holder at the order's email
 * (`accountName`); the shipping name only when the account's is not known (a parcel may go to
 * someone else, whose name is on the address).
 */
export const firstName = (o: MailOrder) =>
  (o.accountName ?? o.fullName).trim().split(/\s+/)[0] || 'there';

/** The storefront's pages a mail links to; a Hindi mail links to the Hindi pages (/hi/...). */
export const links = (ctx: MailContext, o: MailOrder) => {
  const id = encodeURIComponent(o.id);
  const base = o.language === 'hi' ? `${ctx.publicUrl}/hi` : ctx.publicUrl;
  return {
    track: `${base}/track-order?id=${id}`,
    pay: `${base}/payment?orderId=${id}`,
    orders: `${base}/orders`,
    refund: `${base}/refund`,
    home: `${base}/`,
  };
};

export const isCod = (o: MailOrder) => o.paymentMethod === 'cod';

const hindiDateFormat = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
/** "27 नवंबर 2026": a date in a Hindi mail, in Indian time, with the digits shoppers type. */
export const formatDateHi = (d: Date) => hindiDateFormat.format(d);
