import type { ErrorCode } from '@store/contract';
import { language, msgid, t } from './i18n';

/**
 * The server's refusals in the page's language (docs/decisions/031, 015). The server's sentence
 * stays the English page's text, exactly as it was. A Hindi page shows the Hindi of the sentence
 * where the catalog has it (the ones shoppers meet most, below), else the Hindi of what kind of
 * refusal it is, read from its `code`: never an English sentence.
 */
const KIND_OF_REFUSAL: Record<ErrorCode, string> = {
  invalid: msgid('Please check what you entered and try again.'),
  coupon_invalid: msgid('This offer code does not apply to this order.'),
  coupon_expired: msgid('This offer code has expired.'),
  unauthorized: msgid('Please sign in again.'),
  forbidden: msgid('You cannot do this.'),
  not_found: msgid('We could not find this. It may have been removed.'),
  conflict: msgid('This has changed in the meantime. Please reload the page and try again.'),
  out_of_stock: msgid('Not enough stock of a piece in your order. Please change the quantity.'),
  coupon_used_up: msgid('This offer code has been used up.'),
  payload_too_large: msgid('This is too large. Please send something smaller.'),
  uri_too_long: msgid('This address is too long.'),
  unsupported_media_type: msgid('The store does not take this kind of file.'),
  idempotency_mismatch: msgid('This was already sent differently. Please reload the page.'),
  rate_limited: msgid('Too many attempts. Please wait a little and try again.'),
  internal: msgid('Something went wrong on our side. Please try again.'),
  unavailable: msgid('The store cannot do this right now. Please try again shortly.'),
};

/** Sentences of the server that shoppers meet often, kept for the Hindi catalog. */
export const KNOWN_REFUSALS = [
  msgid('Invalid email or password'),
  msgid('An account with this email already exists'),
  msgid('Your session has expired. Please sign in again.'),
  msgid('This reset link is invalid or has expired. Please ask for a new one.'),
  msgid('This cart link has expired or was already used'),
  msgid('The return window of this order has closed'),
  msgid('Product not found'),
  msgid('Address not found'),
  msgid('No response from server. Please try again later.'),
];

/** A refusal's sentence as the page shows it: the server's own on English pages. */
export function refusalText(sentence: string, code: ErrorCode | null): string {
  if (language() !== 'hi') return sentence;
  const known = t(sentence);
  if (known !== sentence) return known;
  return t(code ? KIND_OF_REFUSAL[code] : 'Something went wrong. Please try again.');
}

/** A refused field's message as the page shows it (the kind of refusal is `invalid`). */
export function fieldTexts(fields: Readonly<Record<string, string>>): Record<string, string> {
  if (language() !== 'hi') return { ...fields };
  return Object.fromEntries(
    Object.entries(fields).map(([path, text]) => [
      path,
      t(text) !== text ? t(text) : t('Please check this.'),
    ]),
  );
}
