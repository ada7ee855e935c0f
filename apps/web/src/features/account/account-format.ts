import { formatIndianMobile } from '@store/contract';
import { ApiError } from '../../lib/api-client';
import { language } from '../../lib/i18n';

const memberSinceFormats = new Map<string, Intl.DateTimeFormat>();
/** English pages keep 'January 5, 2025' (en-US); Hindi pages write the date in hi-IN. */
function memberSinceFormat(): Intl.DateTimeFormat {
  const locale = language() === 'hi' ? 'hi-IN' : 'en-US';
  let format = memberSinceFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    memberSinceFormats.set(locale, format);
  }
  return format;
}

/** docs/product/storefront.md section 2: a member-since date like 'January 5, 2025' ('' when unreadable). */
export function formatMemberSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : memberSinceFormat().format(date);
}

export const ACCOUNT_LOAD_FALLBACK =
  'Failed to load account information. Please refresh the page to try again.';

/**
 * docs/product/storefront.md section 8, account load failure: 'Failed to load account information' with the
 * status, '(No response received)' or the error's own message.
 */
export function accountLoadError(error: unknown): string {
  const base = 'Failed to load account information';
  if (error instanceof ApiError) {
    return error.status === 0
      ? `${base} (No response received)`
      : `${base} (Status: ${error.status})`;
  }
  if (error instanceof Error && error.message) return `${base}: ${error.message}`;
  return ACCOUNT_LOAD_FALLBACK;
}

/** A stored mobile number (+91 and ten digits) as people write it: '+91 98765 43210'. */
export const formatMobile = formatIndianMobile;

/** The ten digits of a stored mobile number in two groups, '98765 43210', for a form's field. */
export function nationalMobile(stored: string): string {
  const digits = /^\+91([6-9]\d{9})$/.exec(stored)?.[1];
  return digits ? `${digits.slice(0, 5)} ${digits.slice(5)}` : stored;
}
