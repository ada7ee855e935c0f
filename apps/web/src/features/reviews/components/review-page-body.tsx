import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { buttonClass } from '../../../components/ui/button-styles';
import { useAuth } from '../../auth';
import { reviewableLinesQuery, reviewLinkQuery } from '../api/reviews-api';
import { ReviewForm } from './review-form';
import { sizeIn, t, tf, tx } from '../../../lib/i18n';

function FromLink({ token }: { token: string }) {
  const link = useQuery(reviewLinkQuery(token));
  if (link.isPending) return <Spinner />;
  if (link.isError) {
    return <p role="alert">{t('This review link has been used or does not exist.')}</p>;
  }
  return <ReviewForm line={link.data} token={token} />;
}

function FromAccount() {
  const lines = useQuery(reviewableLinesQuery);
  const [chosen, setChosen] = useState<number | null>(null);
  if (lines.isPending) return <Spinner />;
  if (lines.isError) return <p role="alert">{t('Your orders could not be loaded.')}</p>;
  const line = lines.data.find((l) => l.orderItemId === chosen);
  if (line) return <ReviewForm line={line} />;
  if (lines.data.length === 0)
    return <p>{t('Pieces you receive can be reviewed here once delivered.')}</p>;
  return (
    <ul className="divide-y divide-line">
      {lines.data.map((l) => (
        <li key={l.orderItemId} className="flex flex-wrap items-center justify-between gap-3 py-4">
          <span>
            {l.title}{' '}
            <span className="text-muted">{tf('(size {size})', { size: sizeIn(l.size) })}</span>
          </span>
          {l.review ? (
            <span className="text-sm text-muted">
              {l.review.status === 'approved'
                ? t('Reviewed')
                : l.review.status === 'pending'
                  ? t('Review waiting to be checked')
                  : t('Review not published')}
            </span>
          ) : (
            <button
              type="button"
              className={buttonClass('outline', 'md')}
              onClick={() => setChosen(l.orderItemId)}
            >
              {t('Write a review')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** /review: from the mail's single-use link (?token=), or a signed-in shopper's delivered pieces. */
export function ReviewPageBody({ token }: { token: string | null }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (token) return <FromLink token={token} />;
  if (isLoading) return <Spinner />;
  if (!isAuthenticated) {
    return (
      <p>
        {tx(
          '{signIn} to review the pieces you bought, or use the link in the mail we sent after delivery.',
          {
            signIn: (
              <Link to="/login?redirect=/review" className="text-maroon-700 underline">
                {t('Sign in')}
              </Link>
            ),
          },
        )}
      </p>
    );
  }
  return <FromAccount />;
}
