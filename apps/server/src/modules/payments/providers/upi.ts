// UPI: the store shows a payment link (as a QR code on desktops) that any UPI app opens with
// the payee, amount and reference filled in. Nothing is confirmed here: the order stays Pending
// until the owner's bank confirms the money and the operator marks it paid.
import type { Executor } from '../../../db/client.ts';
import { paiseToDecimalString } from '../../../kernel/money.ts';
import { ensureUpiPayment } from '../payments.repository.ts';
import type { PaymentAttempt, PaymentProvider, PaymentStart } from './payment-provider.ts';

export interface UpiPayee {
  vpa: string;
  /** Shown by the shopper's UPI app as who they are paying. */
  name: string;
}

/**
 * Percent-encodes like encodeURIComponent, so spaces are %20 and never '+' (UPI apps do not
 * read '+' as a space), but leaves '@' alone: NPCI's examples write the VPA as name@bank and
 * some apps compare the payee address literally.
 */
const upiEncode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/** upi://pay?pa=...&pn=...&am=...&cu=INR&tn=...&tr=..., NPCI's UPI linking specification. */
export function buildUpiLink(input: {
  payee: UpiPayee;
  amountPaise: number;
  note: string;
  reference: string;
}): string {
  const params: [string, string][] = [
    ['pa', input.payee.vpa],
    ['pn', input.payee.name],
    ['am', paiseToDecimalString(input.amountPaise)],
    ['cu', 'INR'],
    ['tn', input.note],
    ['tr', input.reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${upiEncode(v)}`).join('&')}`;
}

export function upiProvider(payee: UpiPayee): PaymentProvider {
  return {
    kind: 'upi',
    async start(db: Executor, { order, device }: PaymentAttempt): Promise<PaymentStart> {
      // One row per order, however often the shopper reopens the QR code: the operator's list
      // of UPI payments to look for stays readable.
      await ensureUpiPayment(db, order.id, order.totalPaise);
      const link = buildUpiLink({
        payee,
        amountPaise: order.totalPaise,
        note: `Order ${order.id}`,
        reference: order.id,
      });
      return {
        ok: true,
        action:
          device === 'mobile' ? { type: 'deeplink', redirectUrl: link } : { type: 'qr', qr: link },
      };
    },
  };
}
