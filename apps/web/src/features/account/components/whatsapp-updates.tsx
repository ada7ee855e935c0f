// The account's switch for WhatsApp order updates (docs/whatsapp.md, "Consent"): they are
// turned on by the box at checkout, and off here, for the account and every order it placed.
import { MessageCircle } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-styles';
import { toast } from '../../../lib/toast';
import { useWhatsAppConsent, useWithdrawWhatsApp } from '../api/whatsapp-consent';
import { WhatsAppOffers } from './whatsapp-offers';
import { dateLocale, t, tf } from '../../../lib/i18n';
import { LoadingSection } from '../../../components/ui/loading-section';

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString(dateLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

export function WhatsAppUpdates() {
  const { data, isLoading, isPending, isError } = useWhatsAppConsent();
  const withdraw = useWithdrawWhatsApp();
  // Marked while it loads: the section then appears above Sign Out and moves it down.
  if (isLoading) return <LoadingSection />;
  if (isPending || isError) return null;
  const turnOff = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => toast.success('WhatsApp updates turned off'),
      onError: () => toast.error('Error', { description: 'Please try again later.' }),
    });
  return (
    <section aria-labelledby="whatsapp-updates-title" className="mt-8 border-t border-line pt-6">
      <h3 id="whatsapp-updates-title" className="flex items-center gap-2 text-lg text-maroon-800">
        <MessageCircle className="h-5 w-5" aria-hidden="true" />
        {t('Order updates on WhatsApp')}
      </h3>
      {data.optedIn ? (
        <>
          <p className="mt-2 text-sm text-ink">
            {data.changedAt
              ? tf(
                  'On since {date}: we send confirmations, shipping and delivery updates to the phone number of each order.',
                  { date: dateText(data.changedAt) },
                )
              : t(
                  'On since your last order: we send confirmations, shipping and delivery updates to the phone number of each order.',
                )}
          </p>
          <button
            type="button"
            onClick={turnOff}
            disabled={withdraw.isPending}
            className={`${buttonClass('outline', 'md')} mt-4`}
          >
            {t(withdraw.isPending ? 'Turning off...' : 'Turn off WhatsApp updates')}
          </button>
        </>
      ) : (
        <p className="mt-2 text-sm text-muted">
          {t('Off. Tick “Send me order updates on WhatsApp” at checkout to get them.')}
        </p>
      )}
      <WhatsAppOffers updatesOn={data.optedIn} />
    </section>
  );
}
