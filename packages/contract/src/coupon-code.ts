// An offer code as the shopper types it and the store keeps it (docs/offers.md).
import { z } from 'zod';
// The pattern and its message live with the other zod-free limits, for the cart to check.
import { COUPON_CODE_MESSAGE, COUPON_CODE_PATTERN } from './limits.ts';

/** An offer code as typed: trimmed and upper-cased ("diwali10 " -> "DIWALI10"). */
export const couponCodeField = z
  .string({ message: 'couponCode must be text' })
  .trim()
  .max(40, COUPON_CODE_MESSAGE)
  .transform((s) => s.toUpperCase())
  .refine((s) => COUPON_CODE_PATTERN.test(s), COUPON_CODE_MESSAGE);
