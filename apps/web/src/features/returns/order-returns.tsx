// Returns on a delivered order's card (docs/returns.md): the state of each request, and
// "Return or exchange" while the window is open and something can still go back.
import { RotateCcw } from 'lucide-react';
import { dateLocale, t, tf } from '../../lib/i18n';
import { useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { ReturnForm } from './return-form';
import { stateText, useOrderReturns, WANT_LABELS } from './returns-api';

export function OrderReturns({ orderId, status }: { orderId: string; status: number }) {
  const delivered = status === 3;
  const query = useOrderReturns(orderId, delivered);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const facts = query.data;
  if (!delivered || !facts) return null;
  const canAsk = facts.open && facts.lines.some((l) => l.returnable > 0);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div className="w-full space-y-2 text-sm">
      {facts.requests.length > 0 && (
        <ul aria-label={t('Returns and exchanges')} className="space-y-1">
          {facts.requests.map((r) => (
            <li key={r.id} className="rounded-md border border-line bg-white px-3 py-2">
              <span className="font-medium">
                {t(WANT_LABELS[r.want])}:{' '}
                {r.lines
                  .map(
                    (l) =>
                      `${l.quantity} × ${l.title}${l.exchangeSize ? ` → ${l.exchangeSize}` : ''}`,
                  )
                  .join(', ')}
              </span>
              <span className="block text-muted">{stateText(r)}</span>
            </li>
          ))}
        </ul>
      )}
      {canAsk && !open && (
        <button
          ref={opener}
          type="button"
          className={buttonClass('outline', 'sm')}
          onClick={() => setOpen(true)}
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {t('Return or exchange')}
        </button>
      )}
      {canAsk && open && <ReturnForm orderId={orderId} facts={facts} onClose={close} />}
      {facts.returnBy && canAsk && !open && (
        <p className="text-muted">
          {tf('You can ask until {date}.', {
            date: new Date(facts.returnBy).toLocaleDateString(dateLocale(), {
              day: 'numeric',
              month: 'short',
            }),
          })}
        </p>
      )}
    </div>
  );
}
