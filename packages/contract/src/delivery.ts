// The wire shapes of PIN code look-ups and the delivery promise (docs/delivery.md), and the
// owner's delivery settings. The date rules themselves are in delivery-dates.ts.
import { z } from 'zod';
import { CUTOFF_TIME_PATTERN, ISO_DATE_PATTERN } from './delivery-dates.ts';
import { PIN_CODE_PATTERN } from './india.ts';

export * from './delivery-dates.ts';

const dayRange = (minDays: number, maxDays: number) =>
  z
    .object({
      minDays: z.number().int().min(0).max(60).default(minDays),
      maxDays: z.number().int().min(0).max(60).default(maxDays),
    })
    .strict()
    .refine((r) => r.maxDays >= r.minDays, { message: 'maxDays must be at least minDays' })
    .default({ minDays, maxDays });

/** Transit days of each zone when the owner has set none (docs/delivery.md, "Zones"). */
export const DEFAULT_ZONE_DAYS = {
  sameCity: { minDays: 1, maxDays: 2 },
  sameState: { minDays: 2, maxDays: 4 },
  metroToMetro: { minDays: 2, maxDays: 4 },
  restOfIndia: { minDays: 4, maxDays: 7 },
  farRegions: { minDays: 6, maxDays: 10 },
} as const;

/** The owner's delivery settings, one object under `delivery` in the store settings. */
export const deliverySettingsSchema = z
  .object({
    /** Where parcels leave from; empty until the owner sets it (every PIN is then rest of India). */
    dispatchPin: z
      .string()
      .regex(/^$|^[1-9]\d{5}$/, 'dispatchPin must be a 6-digit PIN code')
      .default(''),
    handlingDays: z.number().int().min(0).max(30).default(1),
    cutoffTime: z
      .string()
      .regex(CUTOFF_TIME_PATTERN, "cutoffTime must be 'HH:MM' (24-hour, IST)")
      .default('14:00'),
    zones: z
      .object({
        sameCity: dayRange(1, 2),
        sameState: dayRange(2, 4),
        metroToMetro: dayRange(2, 4),
        restOfIndia: dayRange(4, 7),
        farRegions: dayRange(6, 10),
      })
      .strict()
      .default(DEFAULT_ZONE_DAYS),
    holidays: z
      .array(z.string().regex(ISO_DATE_PATTERN, "holidays are dates written 'YYYY-MM-DD'"))
      .max(400)
      .default([]),
  })
  .strict();
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

/** The path parameter of GET /pincodes/{pin}: the stored form of a PIN code, nothing else. */
export const pinCodeParams = z
  .object({
    pin: z.string().regex(PIN_CODE_PATTERN, 'A PIN code is 6 digits and does not start with 0'),
  })
  .strict();

// Named apart from the server's deliveryEstimate() seam and the quote's own schema in offers.ts.
export const deliveryPromise = z
  .object({
    /** Calendar days from today (IST) to the first and the last day the parcel may arrive. */
    minDays: z.number().int(),
    maxDays: z.number().int(),
    /** 'YYYY-MM-DD', India Standard Time. */
    from: z.string(),
    to: z.string(),
  })
  .strict();
export type DeliveryEstimate = z.infer<typeof deliveryPromise>;

/** What GET /pincodes/{pin} answers for a PIN of India Post's directory. */
export const pinCodeAnswer = z
  .object({
    pin: z.string(),
    city: z.string(),
    district: z.string(),
    /** One of INDIAN_STATES. */
    state: z.string(),
    /** False where the store does not deliver. */
    serviceable: z.boolean(),
    /** Whether cash on delivery can be offered at this PIN (never where it is not served). */
    cod: z.boolean(),
    /** The promise for an order placed now; null where the store does not deliver. */
    estimate: deliveryPromise.nullable(),
  })
  .strict();
export type PinCodeAnswer = z.infer<typeof pinCodeAnswer>;

// ---- the owner's serviceability rules ----

export const PIN_RULE_KINDS = ['blocked', 'noCod'] as const;
export type PinRuleKind = (typeof PIN_RULE_KINDS)[number];

export const pinRule = z
  .object({
    id: z.number().int(),
    /** First and last PIN of the range (equal for one PIN). */
    from: z.string(),
    to: z.string(),
    kind: z.enum(PIN_RULE_KINDS),
    createdAt: z.string(),
  })
  .strict();
export type PinRule = z.infer<typeof pinRule>;

export const pinRuleList = z.object({ data: z.array(pinRule) }).strict();

/** A PIN ('560001') or an inclusive range ('790001-792999'). */
export const PIN_RANGE_PATTERN = /^([1-9]\d{5})(?:\s*-\s*([1-9]\d{5}))?$/;
const PIN_RANGE_MESSAGE = 'Enter a PIN code, or two joined by a dash (400001-400099)';

export const pinRangeRequest = z
  .object({
    range: z.string().regex(PIN_RANGE_PATTERN, PIN_RANGE_MESSAGE),
  })
  .strict();

export const pinRuleRequest = z
  .object({
    range: z.string().regex(PIN_RANGE_PATTERN, PIN_RANGE_MESSAGE),
    kind: z.enum(PIN_RULE_KINDS),
  })
  .strict();
