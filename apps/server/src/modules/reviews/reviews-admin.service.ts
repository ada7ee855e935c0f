// The owner's moderation queue (issue 33): approve, reject with a reason, reply in public. A
// review's state changes under a row lock, and the product's stars follow in the same
// transaction, so the cards never count a review the page does not show.
import type { AdminReview, ModerateReviewRequest } from '@store/contract';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../../kernel/audit.ts';
import { deliveredLinesByIds } from '../orders/index.ts';
import {
  lockReview,
  photosOfReviews,
  reviewsByStatus,
  updateReview,
  type ReviewRow,
} from './reviews.repository.ts';
import { ownView, refreshProductRating } from './reviews.service.ts';

async function adminViews(db: Executor, rows: ReviewRow[]): Promise<AdminReview[]> {
  const photos = await photosOfReviews(
    db,
    rows.map((r) => r.id),
  );
  const lines = new Map(
    (
      await deliveredLinesByIds(
        db,
        rows.map((r) => r.orderItemId),
      )
    ).map((l) => [l.orderItemId, l]),
  );
  return rows.map((r) => ({
    ...ownView(r, photos.get(r.id) ?? []),
    productTitle: lines.get(r.orderItemId)?.title ?? '',
    email: lines.get(r.orderItemId)?.email ?? '',
  }));
}

export async function moderationQueue(
  db: Executor,
  status: 'pending' | 'approved' | 'rejected',
): Promise<AdminReview[]> {
  return adminViews(db, await reviewsByStatus(db, status, 200));
}

export async function moderateReview(
  db: Database,
  actor: AuditActor,
  id: number,
  move: ModerateReviewRequest,
): Promise<AdminReview> {
  const row = await db.transaction(async (tx) => {
    const before = await lockReview(tx, id);
    if (!before) throw notFound('Review not found');
    const now = new Date();
    if (move.action === 'approve') {
      await updateReview(tx, id, { status: 'approved', rejectReason: null, moderatedAt: now });
    } else if (move.action === 'reject') {
      await updateReview(tx, id, {
        status: 'rejected',
        rejectReason: move.reason,
        moderatedAt: now,
      });
    } else {
      await updateReview(tx, id, { reply: move.reply === '' ? null : move.reply });
    }
    if (move.action !== 'reply') await refreshProductRating(tx, before.productId);
    const after = (await lockReview(tx, id))!;
    await recordAudit(tx, {
      actor,
      action: `review.${move.action}`,
      entity: 'review',
      entityId: id,
      before: { status: before.status, reply: before.reply },
      after: { status: after.status, reason: after.rejectReason, reply: after.reply },
    });
    return after;
  });
  return (await adminViews(db, [row]))[0]!;
}
