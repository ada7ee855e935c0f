import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../features/content';
import { ReviewPageBody } from '../../features/reviews';
import { t } from '../../lib/i18n';

/** /review?token=…: the review request mail's single-use link; /review: a signed-in buyer's pieces. */
export default function ReviewPage() {
  const [params] = useSearchParams();
  return (
    <PageShell className="max-w-xl">
      <PageTitle title={t('Write a review')} />
      <div className="rounded-2xl border border-line bg-ivory-50 p-5 sm:p-8">
        <ReviewPageBody token={params.get('token')?.trim() || null} />
      </div>
    </PageShell>
  );
}
