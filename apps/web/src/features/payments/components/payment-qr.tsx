import { Smartphone } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { QR_INSTRUCTIONS, QR_SIZE } from '../payment-outcome';
import { TestUpiAppNote, WaitingForUpi } from './upi-waiting';
import { t, tf } from '../../../lib/i18n';

/**
 * docs/product/storefront.md section 7: the QR code (256 px) from a UPI link or a ready image, with the scan
 * sentence. The screen around it polls the order's status and moves on once it is paid.
 */
export function PaymentQr({
  value,
  image,
  amount,
  testMode = false,
  viaGateway = false,
  onBack,
}: {
  value?: string;
  image?: string;
  amount?: string;
  testMode?: boolean;
  /** The code is the gateway's intent (PayU or its sandbox), confirmed without the owner. */
  viaGateway?: boolean;
  onBack: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const upiLink = value?.startsWith('upi://') ? value : null;

  return (
    <section aria-labelledby="qr-title" className="flex flex-col items-center text-center">
      <h2
        id="qr-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl text-maroon-800 outline-none"
      >
        {amount ? tf('Scan to pay {amount}', { amount }) : t('Scan to pay')}
      </h2>
      <p className="mt-2 max-w-sm text-sm text-muted">{QR_INSTRUCTIONS}</p>
      <div className="mt-6 rounded-2xl border border-line bg-white p-2 shadow-sm sm:p-4">
        {value ? (
          <QRCodeSVG
            value={value}
            size={QR_SIZE}
            level="M"
            marginSize={1}
            role="img"
            aria-label={t('UPI payment QR code')}
            className="h-auto max-w-full"
          />
        ) : (
          <img
            src={image}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={t('Payment QR code')}
            className="h-auto max-w-full"
          />
        )}
      </div>
      <WaitingForUpi />
      {testMode && viaGateway && <TestUpiAppNote />}
      {testMode && !viaGateway && (
        <p className="mt-4 max-w-sm rounded-lg bg-amber-50 px-4 py-2 text-xs text-amber-950">
          <strong>{t('Test mode:')}</strong>{' '}
          {t(
            'this code pays a demo UPI address that no app accepts. The store marks the order paid by hand, and this page then moves on.',
          )}
        </p>
      )}
      {upiLink && (
        <a
          href={upiLink}
          className="mt-5 inline-flex lg:hidden items-center gap-2 rounded-full border border-maroon-700 px-5 py-2.5 text-sm font-medium text-maroon-700 hover:bg-maroon-700 hover:text-ivory-50"
        >
          <Smartphone className="h-4 w-4" aria-hidden="true" />
          {t('Paying on this phone? Open your UPI app')}
        </a>
      )}
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
