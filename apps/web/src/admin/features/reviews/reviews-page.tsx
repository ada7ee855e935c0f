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
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.reviews;

const FIT = texts.fit;

function ReviewCard({ review }: { review: AdminReview }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState('');
  const [reply, setReply] = useState(review.reply ?? '');
  const move = useMutation({
    mutationFn: (m: Parameters<typeof moderate>[1]) => moderate(review.id, m),
    onSuccess: (_a, m) => {
      toast.success(texts.done[m.action]);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] });
    },
    onError: (error) => toast.error(texts.notChanged, { description: errorText(error) }),
  });
  return (
    <li className="rounded-xl border border-line bg-ivory-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {'★'.repeat(review.rating)}
          <span className="sr-only">{texts.outOf5(review.rating)}</span> {review.title}
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
        {texts.meta({ ...review, fit: FIT[review.fit], when: formatWhen(review.createdAt) })}
      </p>
      <p className="mt-2 whitespace-pre-line text-sm">{review.text}</p>
      {review.photos.length > 0 && (
        <ul className="mt-2 flex gap-2" aria-label={texts.photos}>
          {review.photos.map((p) => (
            <li key={p.url}>
              <img
                src={p.url}
                alt={texts.buyersPhoto}
                width={80}
                height={80}
                className="h-20 w-20 rounded object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {review.rejectReason && <p className="mt-2 text-sm">{texts.reason(review.rejectReason)}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {review.status !== 'approved' && (
          <button
            type="button"
            className={buttonClass('primary', 'md')}
            disabled={move.isPending}
            onClick={() => move.mutate({ action: 'approve' })}
          >
            {texts.approve}
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
              {texts.reasonForRejecting}
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
            {texts.reject}
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
            {texts.publicReply}
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
          {texts.saveReply}
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
      <AdminTitle title={texts.title} />
      <TabRow
        label={texts.tabsLabel}
        tabs={[
          { value: 'pending', label: texts.tabs.pending },
          { value: 'approved', label: texts.tabs.approved },
          { value: 'rejected', label: texts.tabs.rejected },
        ]}
        current={status}
        onSelect={(v) => setStatus(v as ReviewStatus)}
      />
      {reviews.isPending && <Loading label={texts.loading} />}
      {reviews.isError && <ErrorNotice error={reviews.error} />}
      {reviews.data && reviews.data.data.length === 0 && <EmptyState>{texts.none}</EmptyState>}
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
