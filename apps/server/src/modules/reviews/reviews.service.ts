// Reviews (issue 33): written only from a delivered order line, by its buyer (signed in, or
// through the review request mail's single-use link); one per line; shown to shoppers once the
// owner approves it. The product's stars on the cards are kept from the approved ones.
import { randomUUID } from 'node:crypto';
import {
  MAX_REVIEW_PHOTOS,
  REVIEW_PAGE_SIZE,
  type OwnReview,
  type ProductReviewsResponse,
  type PublicReview,
  type ReviewableLine,
  type WriteReviewRequest,
} from '@store/contract';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, forbidden, invalid, notFound, unauthenticated } from '../../lib/domain-error.ts';
import { hashToken } from '../../kernel/tokens.ts';
import { parseProductId, productExists, writeProductRatingOf } from '../catalog/index.ts';
import { imageUrl, processImage, storeImage, type ProcessedImage } from '../media/index.ts';
import { deliveredLinesOfUser, findDeliveredLine, type DeliveredLine } from '../orders/index.ts';
import {
  approvedReviewsOf,
  approvedSummaryOf,
  insertReview,
  insertReviewPhoto,
  lineOfToken,
  photosOfReviews,
  reviewsByOrderItems,
  useReviewRequest,
  type ReviewPhotoRow,
  type ReviewRow,
} from './reviews.repository.ts';
import { fitAdvice } from './fit-advice.ts';

const productNotFound = () => notFound('Product not found');
export const NO_DELIVERED_LINE = 'Only buyers of a delivered order of this piece can review it';
const linkUsed = () => notFound('This review link has been used or does not exist');

function photoView(row: ReviewPhotoRow) {
  const of = (format: 'avif' | 'webp') =>
    row.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  const srcset = (format: 'avif' | 'webp') =>
    of(format)
      .map((v) => `${imageUrl(v.key)} ${v.width}w`)
      .join(', ');
  const webp = of('webp');
  const main = [...webp].reverse().find((v) => v.width <= 640) ?? webp[0];
  return {
    url: main ? imageUrl(main.key) : '',
    srcset: { avif: srcset('avif'), webp: srcset('webp') },
    width: row.width,
    height: row.height,
  };
}

function publicView(row: ReviewRow, photos: ReviewPhotoRow[]): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    fit: row.fit as PublicReview['fit'],
    author: row.author,
    verifiedBuyer: true,
    size: row.size,
    photos: photos.map(photoView),
    helpful: row.helpful,
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
  };
}

export function ownView(row: ReviewRow, photos: ReviewPhotoRow[]): OwnReview {
  const { verifiedBuyer: _verified, ...rest } = publicView(row, photos);
  return {
    ...rest,
    status: row.status as OwnReview['status'],
    rejectReason: row.rejectReason,
    productId: row.productId,
    orderItemId: row.orderItemId,
  };
}

/** The first word of the name on the order: enough to be a person, not enough to find one. */
const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0]?.slice(0, 40) || 'Buyer';

export async function productReviews(
  db: Executor,
  rawId: string,
  query: { sort: 'newest' | 'helpful'; page: number },
): Promise<ProductReviewsResponse> {
  const productId = parseProductId(rawId);
  if (productId === null || !(await productExists(db, productId))) throw productNotFound();
  const summary = await approvedSummaryOf(db, productId);
  const rows = await approvedReviewsOf(
    db,
    productId,
    query.sort,
    REVIEW_PAGE_SIZE,
    (query.page - 1) * REVIEW_PAGE_SIZE,
  );
  const photos = await photosOfReviews(
    db,
    rows.map((r) => r.id),
  );
  const fit = { small: summary.small, true: summary.true, large: summary.large };
  return {
    data: rows.map((r) => publicView(r, photos.get(r.id) ?? [])),
    average: summary.count ? Math.round((summary.total / summary.count) * 10) / 10 : 0,
    count: summary.count,
    fit,
    advice: fitAdvice(fit),
    page: query.page,
    pages: Math.max(1, Math.ceil(summary.count / REVIEW_PAGE_SIZE)),
  };
}

/** The shopper's delivered lines, each with the review written of it (if any). */
export async function reviewableLines(db: Executor, userId: string): Promise<ReviewableLine[]> {
  const lines = await deliveredLinesOfUser(db, userId);
  const rows = await reviewsByOrderItems(
    db,
    lines.map((l) => l.orderItemId),
  );
  const photos = await photosOfReviews(
    db,
    rows.map((r) => r.id),
  );
  const byLine = new Map(rows.map((r) => [r.orderItemId, r]));
  return lines.map((line) => {
    const review = byLine.get(line.orderItemId);
    return {
      orderItemId: line.orderItemId,
      orderId: line.orderId,
      productId: line.productId,
      title: line.title,
      size: line.size,
      deliveredAt: line.deliveredAt.toISOString(),
      review: review ? ownView(review, photos.get(review.id) ?? []) : null,
    };
  });
}

/** The line a link is for, so the page can say what is being reviewed. */
export async function lineOfReviewLink(db: Executor, token: string): Promise<ReviewableLine> {
  const id = await lineOfToken(db, hashToken(token));
  const line = id === null ? null : await findDeliveredLine(db, id);
  if (!line) throw linkUsed();
  return {
    orderItemId: line.orderItemId,
    orderId: line.orderId,
    productId: line.productId,
    title: line.title,
    size: line.size,
    deliveredAt: line.deliveredAt.toISOString(),
    review: null,
  };
}

/** Which delivered line the review is of, and that the writer may write it. */
async function lineToReview(
  db: Executor,
  productId: number,
  userId: string | null,
  input: WriteReviewRequest,
): Promise<DeliveredLine> {
  if (input.token !== undefined) {
    const id = await lineOfToken(db, hashToken(input.token));
    if (id === null || (input.orderItemId !== undefined && id !== input.orderItemId)) {
      throw linkUsed();
    }
    const line = await findDeliveredLine(db, id);
    if (!line || line.productId !== productId) throw linkUsed();
    return line;
  }
  if (userId === null) {
    throw unauthenticated('Sign in to review a piece you bought');
  }
  const mine = (await deliveredLinesOfUser(db, userId)).filter((l) => l.productId === productId);
  const candidates =
    input.orderItemId === undefined
      ? mine
      : mine.filter((l) => l.orderItemId === input.orderItemId);
  if (candidates.length === 0) throw forbidden(NO_DELIVERED_LINE);
  const reviewed = new Set(
    (
      await reviewsByOrderItems(
        db,
        candidates.map((l) => l.orderItemId),
      )
    ).map((r) => r.orderItemId),
  );
  const line = candidates.find((l) => !reviewed.has(l.orderItemId));
  if (!line) throw conflict('You have reviewed this piece already');
  return line;
}

export async function writeReview(
  db: Database,
  rawProductId: string,
  userId: string | null,
  input: WriteReviewRequest,
  files: Buffer[],
): Promise<OwnReview> {
  const productId = parseProductId(rawProductId);
  if (productId === null || !(await productExists(db, productId))) throw productNotFound();
  if (files.length > MAX_REVIEW_PHOTOS) {
    throw invalid(`photo: at most ${MAX_REVIEW_PHOTOS} photos`);
  }
  const line = await lineToReview(db, productId, userId, input);
  // The same checks and processing as a product photo (docs/photos.md), before any transaction.
  const processed: ProcessedImage[] = [];
  for (const file of files) processed.push(await processImage(file));
  return db.transaction(async (tx) => {
    if (input.token !== undefined && !(await useReviewRequest(tx, hashToken(input.token)))) {
      throw linkUsed();
    }
    const row = await insertReview(tx, {
      productId,
      orderItemId: line.orderItemId,
      userId: line.userId,
      rating: input.rating,
      title: input.title,
      text: input.text,
      fit: input.fit,
      author: firstName(line.fullName),
      size: line.size,
    });
    if (!row) throw conflict('You have reviewed this piece already');
    const photos: ReviewPhotoRow[] = [];
    for (const [position, image] of processed.entries()) {
      const id = randomUUID();
      const variants = await storeImage(tx, id, image);
      const photo = {
        id,
        reviewId: row.id,
        position,
        width: image.width,
        height: image.height,
        variants,
      };
      await insertReviewPhoto(tx, photo);
      photos.push(photo);
    }
    return ownView(row, photos);
  });
}

/** Keeps the product's stars (cards, JSON-LD) in step with its approved reviews. */
export async function refreshProductRating(tx: Executor, productId: number): Promise<void> {
  const summary = await approvedSummaryOf(tx, productId);
  await writeProductRatingOf(tx, productId, { count: summary.count, total: summary.total });
}
