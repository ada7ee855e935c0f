// The limits both the storefront and the server apply, with the messages that name them
// (docs/product/storefront.md sections 5 and 9). No zod here, so screens without forms may
// import it.

export const PASSWORD_MIN_LENGTH = 6;
/** Long passphrases fit; nothing longer is accepted, and nothing is ever cut short. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

/**
 * A letter first, then letters of any script with their combining marks (so "Anaïs" and
 * "प्रिया" both pass), spaces, apostrophes, hyphens and dots. ZWJ and ZWNJ stay allowed because
 * several Indian scripts need them to spell names correctly; every other control or format
 * character is refused. The alternatives never overlap, so matching stays linear whatever is sent.
 */
export const NAME_PATTERN = /^\p{L}(?:[\p{L}\p{M} '’.-]|\u200C|\u200D)*$/u;

/** The messages for a person's name, e.g. nameMessages('First name').tooShort. */
export function nameMessages(label: string) {
  return {
    tooShort: `${label} must be at least ${NAME_MIN_LENGTH} characters`,
    tooLong: `${label} must be at most ${NAME_MAX_LENGTH} characters`,
    badCharacters: `${label} may only contain letters, spaces, apostrophes, hyphens and dots`,
  };
}

export const INVALID_EMAIL_MESSAGE = 'Invalid email address';

/** An offer code as the store keeps it (docs/offers.md): typed codes are trimmed and upper-cased first. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;
export const COUPON_CODE_MESSAGE =
  'An offer code is 2 to 32 letters, digits, dashes or underscores';
