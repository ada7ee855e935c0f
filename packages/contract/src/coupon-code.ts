// An offer code as the shopper types it and the store keeps it (docs/offers.md).
import { z } from 'zod';

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;
export const COUPON_CODE_MESSAGE =
  'An offer code is 2 to 32 letters, digits, dashes or underscores';

/** An offer code as typed: trimmed and upper-cased ("diwali10 " -> "DIWALI10"). */
export const couponCodeField = z
  .string({ message: 'couponCode must be text' })
  .trim()
  .max(40, COUPON_CODE_MESSAGE)
  .transform((s) => s.toUpperCase())
  .refine((s) => COUPON_CODE_PATTERN.test(s), COUPON_CODE_MESSAGE);
