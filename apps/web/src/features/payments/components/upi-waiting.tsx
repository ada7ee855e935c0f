import { BellRing, ExternalLink, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { t, tx } from '../../../lib/i18n';

/** The sandbox gateway's stand-in for the shopper's UPI app (served by the store in test mode). */
export const TEST_UPI_APP_PATH = '/sandbox-gateway/upi';
export const UPI_DECLINED =
  'The UPI payment was declined or did not go through. Nothing was taken: please try again, or choose another payment method.';

/** Waiting for the gateway's word: the line the QR and collect screens share. */
export function WaitingForUpi() {
  return (
    <div role="status" className="mt-5 text-sm">
      <p className="flex items-center justify-center gap-2 font-medium text-maroon-800">
        <LoaderCircle className="h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />
        {t('Waiting for your payment…')}
      </p>
      <p className="mt-1 text-muted">{t('This page moves on by itself once it is confirmed.')}</p>
    </div>
  );
}

/** Test mode with the sandbox gateway: where the tester approves or declines, in a new tab. */
export function TestUpiAppNote() {
  return (
    <p className="mt-4 max-w-sm rounded-lg bg-amber-50 px-4 py-2 text-xs text-amber-950">
      <strong>{t('Test mode:')}</strong>{' '}
      {tx(
        'no UPI app can pay this. Approve or decline it in the {app}; this page then moves on by itself.',
        {
          app: (
            <a
              href={TEST_UPI_APP_PATH}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
            >
              {t('test UPI app')}
              <ExternalLink className="h-3 w-3" aria-hidden="true" />
              <span className="sr-only">{t('(opens in a new tab)')}</span>
            </a>
          ),
        },
      )}
    </p>
  );
}

/**
 * A UPI collect request went to the shopper's UPI ID through the gateway: they approve it in
 * their UPI app, and the screen around this polls the order and moves on once it is paid.
 */
export function UpiCollectWaiting({
  vpa,
  amount,
  testMode = false,
  onBack,
}: {
  vpa: string;
  amount?: string;
  testMode?: boolean;
  onBack: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="collect-title" className="flex flex-col items-center text-center">
      <BellRing className="h-10 w-10 text-maroon-700" aria-hidden="true" />
      <h2
        id="collect-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 text-2xl text-maroon-800 outline-none"
      >
        {t('Approve the payment in your UPI app')}
      </h2>
      <p className="mt-2 max-w-sm text-sm text-muted">
        {tx(
          amount
            ? 'We sent a payment request for {amount} to {vpa}. Open your UPI app, check the amount and approve it with your UPI PIN.'
            : 'We sent a payment request to {vpa}. Open your UPI app, check the amount and approve it with your UPI PIN.',
          { amount, vpa: <strong className="break-all text-ink">{vpa}</strong> },
        )}
      </p>
      <WaitingForUpi />
      {testMode && <TestUpiAppNote />}
      <button
        type="button"
        onClick={onBack}
        className="mt-4 rounded-full px-4 py-2 text-sm font-medium text-maroon-700 underline decoration-gold-400 underline-offset-2 hover:bg-maroon-50"
      >
        {t('Choose another payment method')}
      </button>
    </section>
  );
}
