import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview } from '@store/contract';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import {
  AdminTitle,
  Badge,
  EmptyState,
  ErrorNotice,
  formatWhen,
  Loading,
  TabRow,
} from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { moderate, reviewsQuery, type ReviewStatus } from './api/reviews-api';

const FIT = { small: 'Runs small', true: 'True to size', large: 'Runs large' } as const;

function ReviewCard({ review }: { review: AdminReview }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState('');
  const [reply, setReply] = useState(review.reply ?? '');
  const move = useMutation({
    mutationFn: (m: Parameters<typeof moderate>[1]) => moderate(review.id, m),
    onSuccess: (_a, m) => {
      toast.success(
        m.action === 'approve' ? 'Approved' : m.action === 'reject' ? 'Rejected' : 'Reply saved',
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] });
    },
    onError: (error) => toast.error('Not changed', { description: errorText(error) }),
  });
  return (
    <li className="rounded-xl border border-line bg-ivory-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {'★'.repeat(review.rating)}
          <span className="sr-only">{review.rating} out of 5</span> {review.title}
        </p>
        <Badge
          tone={
            review.status === 'approved' ? 'good' : review.status === 'rejected' ? 'bad' : 'warn'
          }
        >
          {review.status}
        </Badge>
      </div>
      <p className="mt-1 text-xs text-muted">
        {review.productTitle} · size {review.size} · {FIT[review.fit]} · {review.author} (
        {review.email}) · {formatWhen(review.createdAt)}
      </p>
      <p className="mt-2 whitespace-pre-line text-sm">{review.text}</p>
      {review.photos.length > 0 && (
        <ul className="mt-2 flex gap-2" aria-label="Photos">
          {review.photos.map((p) => (
            <li key={p.url}>
              <img
                src={p.url}
                alt="Buyer's photo"
                width={80}
                height={80}
                className="h-20 w-20 rounded object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {review.rejectReason && <p className="mt-2 text-sm">Reason: {review.rejectReason}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {review.status !== 'approved' && (
          <button
            type="button"
            className={buttonClass('primary', 'md')}
            disabled={move.isPending}
            onClick={() => move.mutate({ action: 'approve' })}
          >
            Approve
          </button>
        )}
      </div>
      {review.status !== 'rejected' && (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) move.mutate({ action: 'reject', reason: reason.trim() });
          }}
        >
          <div className="grow basis-48">
            <label htmlFor={`${id}-reason`} className={labelClass}>
              Reason for rejecting
            </label>
            <input
              id={`${id}-reason`}
              value={reason}
              maxLength={300}
              onChange={(e) => setReason(e.target.value)}
              className={inputClass}
            />
          </div>
          <button
            type="submit"
            className={buttonClass('outline', 'md')}
            disabled={move.isPending || !reason.trim()}
          >
            Reject
          </button>
        </form>
      )}
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          move.mutate({ action: 'reply', reply: reply.trim() });
        }}
      >
        <div className="grow basis-48">
          <label htmlFor={`${id}-reply`} className={labelClass}>
            Public reply
          </label>
          <textarea
            id={`${id}-reply`}
            value={reply}
            maxLength={2000}
            rows={2}
            onChange={(e) => setReply(e.target.value)}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass('outline', 'md')} disabled={move.isPending}>
          Save reply
        </button>
      </form>
    </li>
  );
}

/** The moderation queue (issue 33): approve, reject with a reason, reply in public. */
export default function ReviewsPage() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const reviews = useQuery(reviewsQuery(status));
  return (
    <>
      <AdminTitle title="Reviews" />
      <TabRow
        label="Show reviews"
        tabs={[
          { value: 'pending', label: 'Waiting' },
          { value: 'approved', label: 'Approved' },
          { value: 'rejected', label: 'Rejected' },
        ]}
        current={status}
        onSelect={(v) => setStatus(v as ReviewStatus)}
      />
      {reviews.isPending && <Loading label="Loading reviews" />}
      {reviews.isError && <ErrorNotice error={reviews.error} />}
      {reviews.data && reviews.data.data.length === 0 && <EmptyState>No reviews here.</EmptyState>}
      {reviews.data && reviews.data.data.length > 0 && (
        <ul className="space-y-3">
          {reviews.data.data.map((r) => (
            <ReviewCard key={r.id} review={r} />
          ))}
        </ul>
      )}
    </>
  );
}
