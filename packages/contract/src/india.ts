// The Indian address rules both the storefront and the server apply: states and union territories,
// PIN codes and mobile numbers. No zod here, so screens without forms may import it.

/**
 * The 28 states and 8 union territories, spelled as India Post spells them. The server accepts
 * common other spellings and codes (Orissa, TN, New Delhi...) and stores one of these names.
 */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** Six digits, the first never 0: the stored form of a PIN code. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/**
 * Ten digits starting 6 to 9, bare or after +91, 91, 0091 or a trunk 0, once spaces, dashes, dots
 * and brackets are taken out. The ten digits are the first group.
 */
export const INDIAN_MOBILE_PATTERN = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/;

/** What the storefront's shipping form says under a PIN code or phone it would not send. */
export const PIN_CODE_MESSAGE = 'Enter a valid 6-digit PIN code (it cannot start with 0)';
export const INDIAN_MOBILE_MESSAGE =
  'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9';

/**
 * A PIN code as stored, or null when the text is not one. "400 001" (as often written) is
 * accepted; the stored form has no space.
 */
export function parsePinCode(raw: string): string | null {
  const compact = raw.trim().replace(/^(\d{3})\s(\d{3})$/, '$1$2');
  return PIN_CODE_PATTERN.test(compact) ? compact : null;
}

/**
 * An Indian mobile number as stored, +91 and ten digits, or null when the text is not one.
 * Written bare, with +91 / 91 / 0091 or a trunk 0, with spaces, dashes, dots or brackets anywhere.
 */
export function parseIndianMobile(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-.()]/g, '');
  const match = INDIAN_MOBILE_PATTERN.exec(compact);
  return match ? `+91${match[1]}` : null;
}

/**
 * A stored mobile number as people read it, '+91 98765 43210' (a courier dials it from the
 * packing slip); any other text is given back as it is.
 */
export function formatIndianMobile(stored: string): string {
  const digits = /^\+91([6-9]\d{9})$/.exec(stored)?.[1];
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : stored;
}
