// Buying with confidence (issue 33): reviews from delivered order lines and back-in-stock
// alerts (size charts: size-charts.ts). The server decides who may review what; these are the shapes.
import { z } from 'zod';
import { queryInt } from './common.ts';
import { messageText, plainText } from './plain-text.ts';
import { LANGUAGES, MAX_REVIEW_PHOTOS } from './storefront-reads.ts';

export { MAX_REVIEW_PHOTOS };

// ---------------------------------------------------------------------------------------------
// Reviews

export const REVIEW_FITS = ['small', 'true', 'large'] as const;
export const reviewFit = z.enum(REVIEW_FITS);
export type ReviewFit = z.infer<typeof reviewFit>;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 4000;
export const REVIEW_PAGE_SIZE = 10;

/**
 * The JSON part (field `review`) of POST /products/{id}/reviews; up to 4 photos travel beside it
 * as files (field `photo`). Without `orderItemId`, the shopper's delivered line of the product
 * that has no review yet.
 */
export const writeReviewRequest = z
  .object({
    orderItemId: z.number().int().positive().optional(),
    /** The single-use link's token from the review request mail, for a shopper not signed in. */
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'token is not a review link')
      .optional(),
    rating: z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
    title: plainText(z.string().trim().min(1, 'Add a title').max(REVIEW_TITLE_MAX), 'title'),
    text: messageText(z.string().trim().min(1, 'Write a few words').max(REVIEW_TEXT_MAX), 'text'),
    fit: reviewFit,
  })
  .strict();
export type WriteReviewRequest = z.infer<typeof writeReviewRequest>;

export const reviewPhoto = z.object({
  url: z.string(),
  srcset: z.object({ avif: z.string(), webp: z.string() }),
  width: z.number().int(),
  height: z.number().int(),
});

/** A review as shoppers see it: approved ones only, the buyer's first name only. */
export const publicReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  fit: reviewFit,
  author: z.string(),
  verifiedBuyer: z.literal(true),
  size: z.string(),
  photos: z.array(reviewPhoto),
  helpful: z.number().int(),
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReview>;

/** How many said each fit. */
export const fitCounts = z.object({
  small: z.number().int(),
  true: z.number().int(),
  large: z.number().int(),
});

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export const productReviewsQuery = z
  .object({
    sort: z.enum(REVIEW_SORTS).default('newest'),
    page: queryInt('page', 1, 1000).default(1),
  })
  .strict();
/**
 * GET /products/{id}/reviews (`{data, average, count, fit}`; docs/decisions/027): approved
 * reviews only; `advice` is the fit summary the page shows, null without a clear majority.
 */
export const productReviewsResponse = z.object({
  data: z.array(publicReview),
  average: z.number(),
  count: z.number().int(),
  fit: fitCounts,
  advice: z.string().nullable(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponse>;

/** A review as its writer and the owner see it, whatever its state. */
export const ownReview = publicReview.omit({ verifiedBuyer: true }).extend({
  status: z.enum(REVIEW_STATUSES),
  rejectReason: z.string().nullable(),
  productId: z.number().int(),
  orderItemId: z.number().int(),
});
export type OwnReview = z.infer<typeof ownReview>;

/** A delivered line the shopper may review (or has). */
export const reviewableLine = z.object({
  orderItemId: z.number().int(),
  orderId: z.string(),
  productId: z.number().int(),
  title: z.string(),
  size: z.string(),
  deliveredAt: z.string(),
  review: ownReview.nullable(),
});
export const reviewableLinesResponse = z.object({ data: z.array(reviewableLine) });
export type ReviewableLine = z.infer<typeof reviewableLine>;

export const adminReview = ownReview.extend({
  productTitle: z.string(),
  email: z.string(),
});
export type AdminReview = z.infer<typeof adminReview>;
export const adminReviewsQuery = z
  .object({ status: z.enum(REVIEW_STATUSES).default('pending') })
  .strict();
export const adminReviewsResponse = z.object({ data: z.array(adminReview) });

export const moderateReviewRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve') }).strict(),
  z
    .object({
      action: z.literal('reject'),
      reason: plainText(z.string().trim().min(1).max(300), 'reason'),
    })
    .strict(),
  z
    .object({
      action: z.literal('reply'),
      reply: messageText(z.string().trim().max(2000), 'reply'),
    })
    .strict(),
]);
export type ModerateReviewRequest = z.infer<typeof moderateReviewRequest>;

// ---------------------------------------------------------------------------------------------
// Back in stock

/** POST /products/{id}/notify (docs/decisions/027): answers 202 with the same message always. */
export const notifyMeRequest = z
  .object({
    /** Without it, any size (in the colour, when one is named) that is sold out. */
    size: plainText(z.string().trim().min(1).max(40), 'size').optional(),
    /**
     * Without it, any colour: the size (or the piece) must be sold out in every colour. With it,
     * the mail waits for that colour (docs/decisions/033-colour-variants.md).
     */
    color: plainText(z.string().trim().min(1).max(40), 'color').optional(),
    /** Needed without a signed-in account; the account's address is used otherwise. */
    email: z.string().trim().toLowerCase().email('Enter a valid email').max(254).optional(),
    /** The storefront's language: the mail is written in it. English when not said. */
    language: z.enum(LANGUAGES, { message: "language must be 'en' or 'hi'" }).optional(),
  })
  .strict();
export type NotifyMeRequest = z.infer<typeof notifyMeRequest>;
/** The same answer whoever else waits, and whether or not this address waited already. */
export const notifyMeResponse = z.object({ message: z.string() });
export const NOTIFY_ME_CONFIRMATION = "We'll email you when it is back in stock.";
