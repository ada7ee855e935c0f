import type { PublicReview } from '@store/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StarRating } from '../../../components/ui/star-rating';
import { apiAssetUrl } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../auth';
import { markHelpful, productReviewsQuery } from '../api/reviews-api';
import { dateLocale, msgid, sizeIn, t, tf } from '../../../lib/i18n';

const FIT_WORDS = {
  small: msgid('Runs small'),
  true: msgid('True to size'),
  large: msgid('Runs large'),
} as const;

const srcset = (s: string) =>
  s
    .split(',')
    .map((part) => {
      const [url = '', width = ''] = part.trim().split(/\s+/);
      return `${apiAssetUrl(url)} ${width}`.trim();
    })
    .join(', ');

function ReviewItem({ review }: { review: PublicReview }) {
  const { isAuthenticated } = useAuth();
  const helpful = useMutation({ mutationFn: () => markHelpful(review.id) });
  return (
    <li className="border-b border-line py-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating average={review.rating} />
        <h3 className="text-base font-semibold text-ink">{review.title}</h3>
      </div>
      <p className="mt-1 text-xs text-muted">
        {tf('{author}, verified buyer · size {size}', {
          author: review.author,
          size: sizeIn(review.size),
        })}{' '}
        · {t(FIT_WORDS[review.fit])} ·{' '}
        {new Date(review.createdAt).toLocaleDateString(dateLocale(), { dateStyle: 'medium' })}
      </p>
      {review.photos.length > 0 && (
        <ul className="mt-3 flex gap-2" aria-label={t("Buyer's photos")}>
          {review.photos.map((photo) => (
            <li key={photo.url} className="w-20 shrink-0">
              <picture>
                <source type="image/avif" srcSet={srcset(photo.srcset.avif)} sizes="80px" />
                <img
                  src={apiAssetUrl(photo.url)}
                  srcSet={srcset(photo.srcset.webp)}
                  sizes="80px"
                  width={photo.width}
                  height={photo.height}
                  alt={tf('Photo from {author}', { author: review.author })}
                  loading="lazy"
                  className="aspect-square w-20 rounded-md object-cover"
                />
              </picture>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 whitespace-pre-line text-sm leading-relaxed text-ink/90">{review.text}</p>
      {review.reply && (
        <p className="mt-3 rounded-lg bg-ivory-200 px-3 py-2 text-sm">
          <span className="font-semibold">{t('Reply from the store:')} </span>
          {review.reply}
        </p>
      )}
      {isAuthenticated && (
        <button
          type="button"
          disabled={helpful.isPending || helpful.isSuccess}
          onClick={() => helpful.mutate()}
          className="mt-2 min-h-11 text-sm font-medium text-maroon-700 underline underline-offset-4 disabled:no-underline disabled:opacity-70"
        >
          {helpful.isSuccess
            ? t('Thanks for your vote')
            : tf('Helpful ({count})', { count: review.helpful })}
        </button>
      )}
    </li>
  );
}

/** The product's approved reviews (issue 33): average, count, fit summary, photos first, paged. */
export default function ProductReviews({ productId }: { productId: number }) {
  const [sort, setSort] = useState<'newest' | 'helpful'>('newest');
  const [page, setPage] = useState(1);
  const reviews = useQuery(productReviewsQuery(productId, sort, page));
  const data = reviews.data;
  return (
    <section aria-labelledby="reviews-heading" className="mt-14 border-t border-line pt-8">
      <h2 id="reviews-heading" className="text-2xl text-maroon-800">
        {t('Reviews')}
      </h2>
      {data && data.count === 0 && (
        <p className="mt-3 text-sm text-muted">
          {t('No reviews yet. Buyers can review a piece once it is delivered.')}
        </p>
      )}
      {data && data.count > 0 && (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-3xl font-semibold text-ink">{data.average.toFixed(1)}</p>
            <StarRating average={data.average} count={data.count} className="text-sm" />
          </div>
          {data.advice && <p className="mt-2 font-medium text-ink">{data.advice}</p>}
          <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={t('Sort reviews')}>
            {(['newest', 'helpful'] as const).map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={sort === s}
                onClick={() => {
                  setSort(s);
                  setPage(1);
                }}
                className={cn(
                  'h-11 rounded-full border px-4 text-sm font-medium',
                  sort === s ? 'border-maroon-700 bg-maroon-700 text-ivory-50' : 'border-line',
                )}
              >
                {t(s === 'newest' ? 'Newest' : 'Most helpful')}
              </button>
            ))}
          </div>
          <ul className="mt-2">
            {data.data.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
          {data.pages > 1 && (
            <nav aria-label={t('Review pages')} className="mt-4 flex items-center gap-3">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
                className="h-11 rounded-full border border-line px-4 text-sm disabled:opacity-40"
              >
                {t('Previous')}
              </button>
              <span className="text-sm text-muted">
                {tf('Page {page} of {pages}', { page, pages: data.pages })}
              </span>
              <button
                type="button"
                disabled={page >= data.pages}
                onClick={() => setPage((p) => p + 1)}
                className="h-11 rounded-full border border-line px-4 text-sm disabled:opacity-40"
              >
                {t('Next')}
              </button>
            </nav>
          )}
        </>
      )}
      {reviews.isError && <p className="mt-3 text-sm">{t('Reviews could not be loaded.')}</p>}
    </section>
  );
}
