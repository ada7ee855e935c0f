import type { OrderAsRead as Order } from '@store/contract';
import { XCircle } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { canCancel } from '../order-status';
import { refundDestination } from '../order-format';
import { msgid, t, tf } from '../../../lib/i18n';

/**
 * Why she cancels: a few common reasons, and her own words for any other. Each shows in the
 * page's language; the English one is sent, for the owner's English admin.
 */
export const CANCEL_REASONS = [
  msgid('Ordered by mistake'),
  msgid('Want a different size or colour'),
  msgid('Found a better price elsewhere'),
  msgid('Delivery takes too long'),
  msgid('Changed my mind'),
  msgid('Other'),
] as const;

/** What happens to her money if she cancels, said before she confirms. */
function moneyNote(order: Order): string {
  if (order.paymentMethod && order.paymentMethod !== 'cod' && order.status === 1) {
    return tf('We will refund {amount} to {destination}.', {
      amount: formatRupees(order.total),
      destination: refundDestination(order.paymentMethod),
    });
  }
  return t('Nothing has been charged, so nothing is due.');
}

/**
 * "Cancel order" on a Pending or Processing order (issue 31 item 3): a confirmation with a
 * reason, in the card itself (no overlay to trap a phone's keyboard); the server decides.
 */
export function CancelOrder({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>(CANCEL_REASONS[0]);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useCancelOrder(order.id);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  if (!canCancel(order.status)) return null;

  const close = () => {
    setOpen(false);
    setError(null);
    opener.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const words = details.trim();
    const text = reason === 'Other' ? words || 'Other' : words ? `${reason}: ${words}` : reason;
    setError(null);
    mutation.mutate(text.slice(0, 300), {
      onSuccess: () =>
        toast.success('Order cancelled', { description: tf('Order {id}', { id: order.id }) }),
      onError: (failure) =>
        setError(errorMessage(failure, 'Could not cancel the order. Please try again.')),
    });
  };

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className={buttonClass('outline', 'sm')}
        onClick={() => setOpen(true)}
      >
        <XCircle className="h-4 w-4" aria-hidden="true" />
        {t('Cancel order')}
      </button>
    );
  }
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="w-full space-y-3 rounded-lg border border-line bg-ivory-100 p-4 text-sm"
    >
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold text-ink">
        {tf('Cancel order {id}?', { id: order.id })}
      </h3>
      <p>
        {moneyNote(order)} {t('Its items go back on sale.')}
      </p>
      <label className="block">
        <span className="font-medium">{t('Why are you cancelling?')}</span>
        <select
          className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          autoFocus
        >
          {CANCEL_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(r)}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="font-medium">{t('Anything to add (optional)')}</span>
        <textarea
          className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2"
          rows={2}
          maxLength={200}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
        />
      </label>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={buttonClass('primary', 'sm')}
          disabled={mutation.isPending}
        >
          {t(mutation.isPending ? 'Cancelling...' : 'Yes, cancel order')}
        </button>
        <button type="button" className={buttonClass('outline', 'sm')} onClick={close}>
          {t('Keep order')}
        </button>
      </div>
    </form>
  );
}
