// The account's own switch for offers on WhatsApp (docs/whatsapp.md, "The cart reminder"):
// off until the shopper turns it on here, apart from order updates, and only ever used for one
// reminder of a cart left behind.
import { toast } from '../../../lib/toast';
import { useSetWhatsAppOffers, useWhatsAppOffers } from '../api/whatsapp-offers';
import { dateLocale, t, tf } from '../../../lib/i18n';
import { LoadingSection } from '../../../components/ui/loading-section';

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString(dateLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

export function WhatsAppOffers({ updatesOn }: { updatesOn: boolean }) {
  const { data, isLoading, isPending, isError } = useWhatsAppOffers();
  const change = useSetWhatsAppOffers();
  // Marked while it loads: the section then appears above Sign Out and moves it down.
  if (isLoading) return <LoadingSection />;
  if (isPending || isError) return null;
  const on = change.isPending ? (change.variables ?? data.optedIn) : data.optedIn;
  const toggle = () =>
    change.mutate(!data.optedIn, {
      onSuccess: (next) =>
        toast.success(next.optedIn ? 'WhatsApp offers turned on' : 'WhatsApp offers turned off'),
      onError: () => toast.error('Error', { description: 'Please try again later.' }),
    });
  return (
    <div className="mt-6 flex items-start justify-between gap-4">
      <div>
        <p id="whatsapp-offers-label" className="font-semibold text-ink">
          {t('Offers on WhatsApp')}
        </p>
        <p id="whatsapp-offers-help" className="mt-1 text-sm text-muted">
          {t(
            'One reminder if you leave pieces in your cart, sent to the number you get order updates on.',
          )}{' '}
          {data.optedIn && data.changedAt
            ? tf('On since {date}.', { date: dateText(data.changedAt) })
            : ''}
          {data.optedIn && !updatesOn
            ? ` ${t('Nothing is sent until order updates are on too.')}`
            : ''}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="whatsapp-offers-label"
        aria-describedby="whatsapp-offers-help"
        onClick={toggle}
        disabled={change.isPending}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-700 ${
          on ? 'bg-maroon-700' : 'bg-ink/30'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
            on ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </button>
    </div>
  );
}
