// "Helpful" on a review: once per signed-in shopper, on approved reviews only (a pending one is
// not to be known by others).
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/domain-error.ts';
import { addVote, findApprovedReview } from './reviews.repository.ts';

export async function markHelpful(db: Database, reviewId: number, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findApprovedReview(tx, reviewId))) throw notFound('Review not found');
    await addVote(tx, reviewId, userId);
  });
}
