// Refunds and store credit (docs/payments.md, "Refunds" and "Store credit"). Amounts travel in
// rupees like every price; the server keeps paise.
import { z } from 'zod';
import { rupees } from './common.ts';

/** GET /account/store-credit: the signed-in shopper's balance and latest movements. */
export const storeCreditResponse = z.object({
  balance: rupees,
  entries: z.array(
    z.object({
      /** Positive: credit added; negative: credit spent. */
      amount: z.number(),
      kind: z.enum(['refund', 'adjustment', 'checkout', 'order_cancelled']),
      orderId: z.string().nullable(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type StoreCreditResponse = z.infer<typeof storeCreditResponse>;

export const refundStates = ['pending', 'done', 'failed', 'payout_due'] as const;

/** One refund as the owner sees it (admin). */
export const adminRefund = z.object({
  id: z.number().int(),
  orderId: z.string(),
  returnId: z.number().int().nullable(),
  amount: rupees,
  destination: z.enum(['source', 'store_credit', 'upi', 'bank']),
  state: z.enum(refundStates),
  /** Where the owner pays a payout refund: a UPI ID, or a bank account with its IFSC. */
  payout: z
    .object({
      upiId: z.string().optional(),
      bank: z
        .object({ accountName: z.string(), accountNumber: z.string(), ifsc: z.string() })
        .optional(),
    })
    .nullable(),
  gatewayRef: z.string().nullable(),
  payoutRef: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefund>;

export const adminRefundsQuery = z
  .object({ state: z.enum(refundStates).optional(), orderId: z.string().max(40).optional() })
  .strict();
export const adminRefundsResponse = z.object({ refunds: z.array(adminRefund) });

export const refundIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/) }).strict();
export const recordPayoutRequest = z
  .object({ reference: z.string().trim().min(4).max(64) })
  .strict();

/** POST /admin/store-credit: the owner adds or takes back credit on a shopper's account. */
export const creditAdjustRequest = z
  .object({
    email: z.string().trim().email().max(254),
    /** Rupees, positive to add, negative to take back; at most ₹1,00,000 at a time. */
    amount: z.number().finite().min(-100_000).max(100_000),
    note: z.string().trim().min(1).max(200),
  })
  .strict();
export const creditAdjustResponse = z.object({ balance: rupees });
