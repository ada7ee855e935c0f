// The only code that reads and writes reviews, their photos, votes and request links. Order
// lines and products belong to other modules: the service asks their index.ts.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  reviewPhotos,
  reviewRequests,
  reviews,
  reviewVotes,
  type ReviewPhotoVariant,
} from './schema.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewPhotoRow = typeof reviewPhotos.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

/** Inserts the review; null when the line has one already (one review per delivered line). */
export async function insertReview(tx: Executor, review: NewReview): Promise<ReviewRow | null> {
  const rows = await tx
    .insert(reviews)
    .values(review)
    .onConflictDoNothing({ target: reviews.orderItemId })
    .returning();
  return rows[0] ?? null;
}

export async function insertReviewPhoto(
  tx: Executor,
  photo: {
    id: string;
    reviewId: number;
    position: number;
    width: number;
    height: number;
    variants: ReviewPhotoVariant[];
  },
): Promise<void> {
  await tx.insert(reviewPhotos).values(photo);
}

export async function photosOfReviews(
  db: Executor,
  reviewIds: number[],
): Promise<Map<number, ReviewPhotoRow[]>> {
  const out = new Map<number, ReviewPhotoRow[]>();
  if (reviewIds.length === 0) return out;
  const rows = await db
    .select()
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
  for (const row of rows) out.set(row.reviewId, [...(out.get(row.reviewId) ?? []), row]);
  return out;
}

const hasPhotos = sql<boolean>`exists (select 1 from review_photos p where p.review_id = ${reviews.id})`;

/** A page of a product's approved reviews: those with photos first, then by the sort. */
export async function approvedReviewsOf(
  db: Executor,
  productId: number,
  sort: 'newest' | 'helpful',
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  const order =
    sort === 'helpful'
      ? [desc(hasPhotos), desc(reviews.helpful), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(hasPhotos), desc(reviews.createdAt), desc(reviews.id)];
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export interface ApprovedSummary {
  count: number;
  total: number;
  small: number;
  true: number;
  large: number;
}

export async function approvedSummaryOf(db: Executor, productId: number): Promise<ApprovedSummary> {
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
      small: sql<number>`count(*) filter (where ${reviews.fit} = 'small')::int`,
      true: sql<number>`count(*) filter (where ${reviews.fit} = 'true')::int`,
      large: sql<number>`count(*) filter (where ${reviews.fit} = 'large')::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')));
  return rows[0] ?? { count: 0, total: 0, small: 0, true: 0, large: 0 };
}

export async function reviewsByOrderItems(db: Executor, ids: number[]): Promise<ReviewRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(reviews).where(inArray(reviews.orderItemId, ids));
}

export async function reviewsByStatus(
  db: Executor,
  status: 'pending' | 'approved' | 'rejected',
  limit: number,
): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.status, status))
    .orderBy(status === 'pending' ? asc(reviews.createdAt) : desc(reviews.createdAt))
    .limit(limit);
}

export async function lockReview(tx: Executor, id: number): Promise<ReviewRow | null> {
  const rows = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function updateReview(
  tx: Executor,
  id: number,
  patch: Partial<Pick<ReviewRow, 'status' | 'rejectReason' | 'reply' | 'moderatedAt'>>,
): Promise<void> {
  await tx.update(reviews).set(patch).where(eq(reviews.id, id));
}

/** Counts one vote; false when this shopper had voted for the review already. */
export async function addVote(tx: Executor, reviewId: number, userId: string): Promise<boolean> {
  const rows = await tx
    .insert(reviewVotes)
    .values({ reviewId, userId })
    .onConflictDoNothing()
    .returning({ id: reviewVotes.reviewId });
  if (rows.length === 0) return false;
  await tx
    .update(reviews)
    .set({ helpful: sql`${reviews.helpful} + 1` })
    .where(eq(reviews.id, reviewId));
  return true;
}

export async function findApprovedReview(db: Executor, id: number): Promise<ReviewRow | null> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.status, 'approved')))
    .limit(1);
  return rows[0] ?? null;
}

// ---- the review request links ----------------------------------------------------------------

/** Which of these lines were sent a request already. */
export async function requestedLines(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: reviewRequests.orderItemId })
    .from(reviewRequests)
    .where(inArray(reviewRequests.orderItemId, ids));
  return new Set(rows.map((r) => r.id));
}

/** Records the link; false when the line had one already (another process got there first). */
export async function insertReviewRequest(
  tx: Executor,
  orderItemId: number,
  tokenHash: string,
): Promise<boolean> {
  const rows = await tx
    .insert(reviewRequests)
    .values({ orderItemId, tokenHash })
    .onConflictDoNothing({ target: reviewRequests.orderItemId })
    .returning({ id: reviewRequests.orderItemId });
  return rows.length > 0;
}

/** The line an unused link is for, or null. */
export async function lineOfToken(db: Executor, tokenHash: string): Promise<number | null> {
  const rows = await db
    .select({ id: reviewRequests.orderItemId })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.tokenHash, tokenHash), isNull(reviewRequests.usedAt)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Uses the link up; false when it was used already (two submissions at once). */
export async function useReviewRequest(tx: Executor, tokenHash: string): Promise<boolean> {
  const rows = await tx
    .update(reviewRequests)
    .set({ usedAt: new Date() })
    .where(and(eq(reviewRequests.tokenHash, tokenHash), isNull(reviewRequests.usedAt)))
    .returning({ id: reviewRequests.orderItemId });
  return rows.length > 0;
}
