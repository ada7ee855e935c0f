// The account page's store credit: the balance, and what added to it or spent it lately.
import { msgid, t } from '../../../lib/i18n';
import { formatRupees } from '../../../lib/money';
import { useStoreCredit } from '../api/store-credit';
import { LoadingSection } from '../../../components/ui/loading-section';

const KIND_LABELS: Record<string, string> = {
  refund: msgid('Refund'),
  adjustment: msgid('From the store'),
  checkout: msgid('Spent on order'),
  order_cancelled: msgid('Back from cancelled order'),
};

export function StoreCredit() {
  const { data, isLoading } = useStoreCredit();
  // Marked while it loads: the section then appears above Sign Out and moves it down.
  if (isLoading) return <LoadingSection />;
  if (!data || (data.balance === 0 && data.entries.length === 0)) return null;
  return (
    <section
      aria-labelledby="store-credit-title"
      className="rounded-2xl border border-line bg-ivory-50 p-5 sm:p-8"
    >
      <h2 id="store-credit-title" className="text-xl text-maroon-800">
        {t('Store credit')}
      </h2>
      <p className="mt-2 text-2xl font-semibold text-ink" data-testid="store-credit-balance">
        {formatRupees(data.balance)}
      </p>
      <p className="mt-1 text-sm text-muted">{t('Use it at checkout on your next order.')}</p>
      {data.entries.length > 0 && (
        <ul className="mt-4 divide-y divide-line text-sm">
          {data.entries.slice(0, 5).map((e) => (
            <li key={`${e.createdAt}-${e.amount}`} className="flex justify-between gap-4 py-2">
              <span>
                {t(KIND_LABELS[e.kind] ?? e.kind)}
                {e.orderId ? ` ${e.orderId}` : ''}
              </span>
              <span className={e.amount < 0 ? 'text-muted' : 'text-green-800'}>
                {e.amount < 0 ? `−${formatRupees(-e.amount)}` : `+${formatRupees(e.amount)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
