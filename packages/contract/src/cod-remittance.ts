// Cash on delivery reconciled (docs/shipping.md, "Cash on delivery"; issue 32 item 6): the
// courier's remittance report imported, and what each courier collected, remitted and still owes.
// Amounts in rupees, as the rest of the admin's shipping answers.
import { z } from 'zod';

/** Why a remittance line was not applied; `matched` lines are money remitted. */
export const REMITTANCE_OUTCOMES = [
  'matched',
  'amount-differs',
  'unknown-awb',
  'not-delivered',
  'not-cod',
  'already-remitted',
  /** The same remittance and AWB twice in one file: reported, never stored twice. */
  'repeated-in-file',
] as const;
export type RemittanceOutcome = (typeof REMITTANCE_OUTCOMES)[number];

/** The remittance report as the courier lets sellers download it (CSV text, at most 2 MB). */
export const remittanceImportRequest = z
  .object({ csv: z.string().min(1, 'The file is empty').max(2_000_000, 'The file is too large') })
  .strict();
export type RemittanceImportRequest = z.infer<typeof remittanceImportRequest>;

export const remittanceProblem = z
  .object({
    remittanceId: z.string(),
    awb: z.string(),
    outcome: z.enum(REMITTANCE_OUTCOMES),
    amount: z.number(),
    /** What the store expected for the AWB, when it knows the parcel. */
    expected: z.number().nullable(),
    remittedOn: z.string().nullable(),
  })
  .strict();
export type RemittanceProblem = z.infer<typeof remittanceProblem>;

export const remittanceImportResult = z
  .object({
    lines: z.number().int(),
    matched: z.number().int(),
    /** Lines imported before (same remittance id and AWB): unchanged. */
    alreadyImported: z.number().int(),
    /** This import's lines that were stored but not applied. */
    problems: z.array(remittanceProblem),
  })
  .strict();
export type RemittanceImportResult = z.infer<typeof remittanceImportResult>;

export const codLedger = z
  .object({
    couriers: z.array(
      z
        .object({
          courier: z.string(),
          deliveredParcels: z.number().int(),
          collected: z.number(),
          remitted: z.number(),
          owed: z.number(),
        })
        .strict(),
    ),
    /** Delivered COD parcels not yet remitted, oldest first. */
    unremitted: z.array(
      z
        .object({
          orderId: z.string(),
          awb: z.string(),
          courier: z.string(),
          codAmount: z.number(),
          deliveredAt: z.string(),
          ageDays: z.number().int(),
        })
        .strict(),
    ),
    /** The latest lines that were not applied. */
    problems: z.array(remittanceProblem),
  })
  .strict();
export type CodLedger = z.infer<typeof codLedger>;
