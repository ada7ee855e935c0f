// Cash on delivery on the payment form (docs/offers.md): the fee shown on the method before the
// shopper picks it, or the method left out with the server's reason.
import type { OrderCodOfferResponse, PaymentField } from '@store/contract';
import { formatRupees } from '../../lib/money';

/** The form's fields with the COD option labelled with its fee, or taken out when not offered. */
export function withCodOffer(
  fields: PaymentField[],
  offer: OrderCodOfferResponse | undefined,
): PaymentField[] {
  if (!offer) return fields;
  return fields.map((field) => {
    if (field.name !== 'method' || !field.options) return field;
    const hasCod = field.options.some((o) => o.value === 'cod');
    if (!hasCod) return field;
    if (!offer.offered) {
      const options = field.options.filter((o) => o.value !== 'cod');
      const defaultValue =
        field.defaultValue === 'cod' ? (options[0]?.value ?? '') : field.defaultValue;
      return { ...field, options, ...(defaultValue !== undefined ? { defaultValue } : {}) };
    }
    if (offer.fee <= 0) return field;
    return {
      ...field,
      options: field.options.map((o) =>
        o.value === 'cod' ? { ...o, label: `${o.label} (+${formatRupees(offer.fee)} fee)` } : o,
      ),
    };
  });
}

/** The sentence under the form about cash on delivery, or null when there is nothing to say. */
export function codOfferNote(
  offer: OrderCodOfferResponse | undefined,
  storeOffersCod: boolean,
): string | null {
  if (!offer || !storeOffersCod) return null;
  if (!offer.offered)
    return `Cash on delivery is not offered for this order. ${offer.message ?? ''}`.trim();
  const parts: string[] = [];
  if (offer.fee > 0) {
    parts.push(
      `Cash on delivery adds a fee of ${formatRupees(offer.fee)}: you pay ${formatRupees(offer.totalWithCod)} to the courier.`,
    );
  }
  if (offer.confirmationNeeded) {
    parts.push('We will e-mail you a link to confirm a cash on delivery order of this value.');
  }
  return parts.length ? parts.join(' ') : null;
}

/**
 * The sentence naming the ways the store takes payment, from the form's method options (the
 * owner may have switched some off, docs/payments.md), or null when there is no method field.
 */
export function methodsNote(fields: PaymentField[]): string | null {
  const labels = fields.find((f) => f.name === 'method')?.options?.map((o) => o.label) ?? [];
  if (labels.length === 0) return null;
  if (labels.length === 1) return `This store takes ${labels[0]} only.`;
  const last = labels[labels.length - 1];
  return `This store takes ${labels.slice(0, -1).join(', ')} and ${last}.`;
}
