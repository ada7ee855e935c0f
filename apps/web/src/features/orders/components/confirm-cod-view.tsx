import { CircleCheck } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormAlert } from '../../../components/ui/form-field';
import { Link } from '../../../components/ui/link';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/money';
import { useCodLink, useConfirmCod } from '../api/confirm-cod';
import { t, tx } from '../../../lib/i18n';

const LINK_BROKEN =
  'This confirmation link is not valid. Please use the link in your order e-mail.';

/**
 * The page a COD confirmation link opens (docs/offers.md): it shows the order and asks; only
 * the button confirms, so a mail scanner that opens the link confirms nothing.
 */
export function ConfirmCodView({ orderId, token }: { orderId: string; token: string }) {
  const link = useCodLink(orderId, token);
  const confirm = useConfirmCod(orderId, token);
  const answer = confirm.data ?? link.data;

  if (!orderId || !token) return <FormAlert title={t('Link not valid')}>{LINK_BROKEN}</FormAlert>;
  if (link.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span role="status" className="sr-only">
          {t('Checking your link')}
        </span>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    );
  }
  if (link.isError || !answer) {
    return (
      <FormAlert title={t('Link not valid')}>{errorMessage(link.error, LINK_BROKEN)}</FormAlert>
    );
  }
  if (answer.state === 'confirmed') {
    return (
      <div className="flex flex-col items-center text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-800">
          <CircleCheck className="h-8 w-8" aria-hidden="true" />
        </span>
        <p role="status" className="mt-4 text-lg text-maroon-800">
          {answer.message}
        </p>
        <Link to="/orders" className={buttonClass('primary', 'lg', 'mt-6')}>
          {t('View My Orders')}
        </Link>
      </div>
    );
  }
  if (answer.state !== 'awaiting') {
    return <FormAlert title={t('Order not confirmed')}>{answer.message}</FormAlert>;
  }
  return (
    <div>
      <p className="text-ink">
        {answer.total !== null
          ? tx('Order {id} comes to {amount}, paid in cash to the courier.', {
              id: <strong className="text-maroon-800">{answer.orderId}</strong>,
              amount: <strong>{formatRupees(answer.total)}</strong>,
            })
          : tx('Order {id}', { id: <strong className="text-maroon-800">{answer.orderId}</strong> })}
      </p>
      <p className="mt-2 text-sm text-muted">{answer.message}</p>
      {confirm.isError && (
        <div className="mt-4">
          <FormAlert title={t('Not confirmed')}>
            {errorMessage(confirm.error, 'Please try again.')}
          </FormAlert>
        </div>
      )}
      <button
        type="button"
        onClick={() => confirm.mutate()}
        disabled={confirm.isPending}
        className={buttonClass('primary', 'lg', 'mt-6 w-full sm:w-auto')}
      >
        {t(confirm.isPending ? 'Confirming...' : 'Confirm cash on delivery order')}
      </button>
    </div>
  );
}
