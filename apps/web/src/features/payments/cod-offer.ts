// Cash on delivery on the payment form (docs/offers.md): the fee shown on the method before the
// shopper picks it, or the method left out with the server's reason.
import type { OrderCodOfferResponse, PaymentField } from '@store/contract';
import { t, tf } from '../../lib/i18n';
import { formatRupees } from '../../lib/money';

/** The form's fields with the COD option taken out when it is not offered for this order. */
export function withCodOffer(
  fields: PaymentField[],
  offer: OrderCodOfferResponse | undefined,
): PaymentField[] {
  if (!offer || offer.offered) return fields;
  return fields.map((field) => {
    if (field.name !== 'method' || !field.options) return field;
    if (!field.options.some((o) => o.value === 'cod')) return field;
    const options = field.options.filter((o) => o.value !== 'cod');
    const defaultValue =
      field.defaultValue === 'cod' ? (options[0]?.value ?? '') : field.defaultValue;
    return { ...field, options, ...(defaultValue !== undefined ? { defaultValue } : {}) };
  });
}

/** What a method tile says on its right, and the small line under its name. */
export interface MethodAmount {
  amount: string;
  note?: string;
}

/**
 * The amount each payment method comes to, for the tiles of the method field: the order's total,
 * and for cash on delivery the total with its fee, so the shopper compares before choosing. The
 * fee sits on a line of its own rather than in the option's label, where a phone cut it off.
 */
export function methodAmounts(
  fields: PaymentField[],
  total: number | undefined,
  offer: OrderCodOfferResponse | undefined,
): Record<string, MethodAmount> {
  const options = fields.find((f) => f.name === 'method')?.options ?? [];
  const amounts: Record<string, MethodAmount> = {};
  for (const { value } of options) {
    if (value === 'cod') {
      if (!offer?.offered) continue;
      amounts[value] = {
        amount: formatRupees(offer.totalWithCod),
        ...(offer.fee > 0
          ? { note: tf('Includes a {fee} fee', { fee: formatRupees(offer.fee) }) }
          : {}),
      };
    } else if (total !== undefined) {
      amounts[value] = { amount: formatRupees(total) };
    }
  }
  return amounts;
}

/** The sentence under the form about cash on delivery, or null when there is nothing to say. */
export function codOfferNote(
  offer: OrderCodOfferResponse | undefined,
  storeOffersCod: boolean,
): string | null {
  if (!offer || !storeOffersCod) return null;
  if (!offer.offered)
    return `${t('Cash on delivery is not offered for this order.')} ${offer.message ?? ''}`.trim();
  const parts: string[] = [];
  if (offer.fee > 0) {
    parts.push(
      tf('Cash on delivery adds a fee of {fee}: you pay {total} to the courier.', {
        fee: formatRupees(offer.fee),
        total: formatRupees(offer.totalWithCod),
      }),
    );
  }
  if (offer.confirmationNeeded) {
    parts.push(t('We will e-mail you a link to confirm a cash on delivery order of this value.'));
  }
  return parts.length ? parts.join(' ') : null;
}

/**
 * The sentence naming the ways the store takes payment, from the form's method options (the
 * owner may have switched some off, docs/payments.md), or null when there is no method field.
 */
export function methodsNote(fields: PaymentField[]): string | null {
  // The server's labels (UPI, Card / Net banking, Cash on delivery) have Hindi in the catalog.
  const labels = fields.find((f) => f.name === 'method')?.options?.map((o) => t(o.label)) ?? [];
  if (labels.length === 0) return null;
  if (labels.length === 1)
    return tf('This store takes {method} only.', { method: labels[0] ?? '' });
  const last = labels[labels.length - 1] ?? '';
  return tf('This store takes {methods} and {last}.', {
    methods: labels.slice(0, -1).join(', '),
    last,
  });
}
