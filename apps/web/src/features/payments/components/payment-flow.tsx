import { FlaskConical, LoaderCircle } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { FormAlert } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { USER_QUERY_KEY } from '../../auth';
import { AttemptKey } from '../../checkout';
import {
  createPayment,
  useCodOffer,
  usePaymentFields,
  usePaymentStatus,
} from '../api/payments-api';
import { codOfferNote, methodAmounts, methodsNote, withCodOffer } from '../cod-offer';
import { startingValues, type PaymentValues } from '../payment-form-rules';
import {
  paymentErrorMessage,
  paymentOutcome,
  postForm,
  type PaymentOutcome,
} from '../payment-outcome';
import { DynamicPaymentForm } from './dynamic-payment-form';
import { PaymentQr } from './payment-qr';
import { UPI_DECLINED, UpiCollectWaiting } from './upi-waiting';
import { t } from '../../../lib/i18n';

export const ORDER_ID_MISSING = 'Order ID is missing. Please return to checkout.';
export const PAYMENT_FORM_LOAD_ERROR = 'Failed to load payment form. Please try again later.';

type Screen =
  | { kind: 'form' }
  | { kind: 'leaving' }
  /** since: when this attempt started, so a decline of an earlier one is not read as its own. */
  | { kind: 'qr'; value?: string; image?: string; since?: number }
  | { kind: 'upi-collect'; vpa: string; since: number }
  | { kind: 'confirm-by-mail'; message: string };

/** What the shopper last sent for an order, kept for this browser tab only. */
const savedKey = (orderId: string) => `payment-form:${orderId}`;

function saveSubmission(orderId: string, fields: PaymentValues): void {
  try {
    sessionStorage.setItem(savedKey(orderId), JSON.stringify(fields));
  } catch {
    // Storage unavailable: the form simply starts fresh next time.
  }
}

function savedSubmission(orderId: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(savedKey(orderId)) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function ReturnToCheckout() {
  return (
    <Link
      to="/checkout"
      className="font-medium text-maroon-700 underline decoration-gold-400 underline-offset-2 hover:decoration-maroon-700"
    >
      {t('Return to checkout')}
    </Link>
  );
}

/** The error view of the payment screen (docs/product/storefront.md section 2): the message and the way back. */
export function PaymentError({ message }: { message: string }) {
  return (
    <FormAlert title={t('Payment unavailable')}>
      <p>{message}</p>
      <p className="mt-2">
        <ReturnToCheckout />
      </p>
    </FormAlert>
  );
}

function FormSkeleton() {
  return (
    <div aria-busy="true" className="space-y-5">
      <span role="status" className="sr-only">
        {t('Loading payment form')}
      </span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i}>
          <Skeleton className="h-4 w-28" />
          <Skeleton className="mt-2 h-12 w-full rounded-lg" />
        </div>
      ))}
      <Skeleton className="h-12 w-full rounded-full" />
    </div>
  );
}

type Submit = {
  screen: Screen;
  setScreen: (screen: Screen) => void;
  submitting: boolean;
  error: string | null;
  errorRef: RefObject<HTMLDivElement | null>;
  pay: (fields: PaymentValues) => Promise<void>;
  setError: (error: string | null) => void;
};

/** Sends the form once per attempt and carries out what the server answers. */
function usePaymentSubmit(orderId: string): Submit {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [screen, setScreen] = useState<Screen>({ kind: 'form' });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef(new AttemptKey());
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const carryOut = (outcome: PaymentOutcome, method: string | undefined) => {
    switch (outcome.kind) {
      case 'post':
        setScreen({ kind: 'leaving' });
        postForm(outcome.url, outcome.fields);
        return;
      case 'navigate':
        // An app link (upi://) opens the app and leaves this page here: it then waits for the
        // money like the QR screen, with the link at hand to open the app again.
        setScreen(
          /^https?:/i.test(outcome.url)
            ? { kind: 'leaving' }
            : { kind: 'qr', value: outcome.url, since: Date.now() },
        );
        window.location.assign(outcome.url);
        return;
      case 'qr':
        setScreen({ kind: 'qr', value: outcome.value, image: outcome.image, since: Date.now() });
        return;
      case 'upi-collect':
        setScreen({ kind: 'upi-collect', vpa: outcome.vpa, since: Date.now() });
        return;
      case 'confirm-by-mail':
        setScreen({ kind: 'confirm-by-mail', message: outcome.message });
        // The COD fee is now on the order: the summary beside reads it again.
        void queryClient.invalidateQueries({ queryKey: [USER_QUERY_KEY, 'order'] });
        return;
      case 'initiated':
        if (method === 'cod') {
          // Cash on delivery accepted: the order is placed, nothing more to do now, so the
          // thank-you page says so, with the amount to keep ready (issue 31 item 2).
          void queryClient.invalidateQueries({ queryKey: [USER_QUERY_KEY] });
          void navigate(`/order-success?orderId=${encodeURIComponent(orderId)}&payment=cod`, {
            replace: true,
          });
          return;
        }
        toast.success(t('Payment initiated'), {
          description: t('Your payment is being processed'),
        });
        void navigate('/orders');
        return;
      case 'error':
        setError(outcome.message);
        return;
    }
  };

  const pay = async (fields: PaymentValues) => {
    saveSubmission(orderId, fields);
    setError(null);
    setSubmitting(true);
    try {
      const response = await createPayment(orderId, fields, attempt.current.keyFor(fields));
      carryOut(paymentOutcome(response), fields.method);
    } catch (failure) {
      console.error('Payment failed', failure);
      setError(paymentErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return { screen, setScreen, submitting, error, errorRef, pay, setError };
}

function ConfirmByMail({ message }: { message: string }) {
  return (
    <FormAlert tone="info" title={t('Please confirm your order')}>
      <p>{message}</p>
      <p className="mt-3">
        <Link to="/orders" className="font-medium text-maroon-700 underline underline-offset-2">
          {t('View My Orders')}
        </Link>
      </p>
    </FormAlert>
  );
}

function LeavingNotice() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-maroon-800">
      <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
      {t('Taking you to the payment page...')}
    </p>
  );
}

/** Test mode, the gateway's answer on return, and what the methods and COD cost. */
function PaymentNotes({
  testMode,
  returned,
  offeredNote,
  codNote,
}: {
  testMode?: boolean;
  returned?: 'failed' | 'pending' | null;
  offeredNote: string | null;
  codNote: string | null;
}) {
  return (
    <>
      {testMode && (
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-amber-950">
          <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" />
          {t('Test mode')}
        </p>
      )}
      {returned === 'failed' && (
        <FormAlert title={t('Payment failed')}>
          {t('The payment was not completed. Please try again, or choose another payment method.')}
        </FormAlert>
      )}
      {returned === 'pending' && (
        <FormAlert tone="warning" title={t('Payment pending')}>
          {t(
            'Your bank has not confirmed this payment yet. This page moves on by itself once it does; please wait a few minutes before paying again.',
          )}
        </FormAlert>
      )}
      {offeredNote && (
        <p className="text-sm text-muted" data-testid="methods-note">
          {offeredNote}
        </p>
      )}
      {codNote && (
        <p className="rounded-lg bg-ivory-200 px-3 py-2 text-sm text-ink" data-testid="cod-note">
          {codNote}
        </p>
      )}
    </>
  );
}

/**
 * While a QR, a collect request or a gateway's 'pending' answer waits: on to the thank-you page
 * once the order is paid, or back to the form when the UPI payment was declined.
 */
function useWaitForPayment(
  orderId: string,
  screen: Screen,
  returned: 'failed' | 'pending' | null | undefined,
  setScreen: (next: Screen) => void,
  setError: (message: string) => void,
): void {
  const navigate = useNavigate();
  // The QR and collect screens (and a gateway's 'pending' answer) wait for the order to be paid.
  const polling = screen.kind === 'qr' || screen.kind === 'upi-collect' || returned === 'pending';
  const status = usePaymentStatus(orderId, polling);
  const paid = status.data?.paid === true;
  // A UPI payment through the gateway that was declined: back to the form, to try again.
  const waitingSince =
    screen.kind === 'qr' || screen.kind === 'upi-collect' ? screen.since : undefined;
  const declined =
    waitingSince !== undefined &&
    status.data?.upi === 'failed' &&
    status.dataUpdatedAt > waitingSince;
  useEffect(() => {
    if (declined && !paid) {
      setScreen({ kind: 'form' });
      setError(UPI_DECLINED);
    }
  }, [declined, paid, setScreen, setError]);
  useEffect(() => {
    if (paid) {
      void navigate(`/order-success?orderId=${encodeURIComponent(orderId)}`, { replace: true });
    }
  }, [paid, navigate, orderId]);
}

/**
 * The payment step (docs/product/storefront.md sections 4 and 7): the form from GET /payments/fields, then one of
 * the outcomes: a posted form to the gateway, an app link, a QR code that waits for the money,
 * or 'Payment initiated' and the orders list.
 */
export function PaymentFlow({
  orderId,
  amount,
  phone,
  total,
  returned,
  onMethodChange,
}: {
  orderId: string;
  /**
   * Told the method the shopper picks, and the COD fee it would add (0 for other methods, or
   * when COD is not offered), so the page's summary shows the amount of that method.
   */
  onMethodChange?: (method: string, codFeeRupees: number) => void;
  /** The order's total in rupees when known, for the amount beside each method. */
  total?: number;
  /** The order's delivery phone, to start a blank mobile number field with. */
  phone?: string;
  /** The order's total, formatted, when known. */
  amount?: string;
  /** Back from the gateway with ?payment=failed or ?payment=pending. */
  returned?: 'failed' | 'pending' | null;
}) {
  const fieldsQuery = usePaymentFields();
  const codOffer = useCodOffer(orderId);
  const { screen, setScreen, submitting, error, errorRef, pay, setError } =
    usePaymentSubmit(orderId);
  useWaitForPayment(orderId, screen, returned, setScreen, setError);

  // UPI goes through the gateway when the form offers a UPI ID (a collect request).
  const viaGateway = fieldsQuery.data?.fields.some((f) => f.name === 'upiId') === true;
  if (screen.kind === 'qr') {
    return (
      <PaymentQr
        value={screen.value}
        image={screen.image}
        amount={amount}
        testMode={fieldsQuery.data?.testMode}
        viaGateway={viaGateway}
        onBack={() => setScreen({ kind: 'form' })}
      />
    );
  }

  if (screen.kind === 'upi-collect') {
    return (
      <UpiCollectWaiting
        vpa={screen.vpa}
        amount={amount}
        testMode={fieldsQuery.data?.testMode}
        onBack={() => setScreen({ kind: 'form' })}
      />
    );
  }

  if (screen.kind === 'confirm-by-mail') {
    return <ConfirmByMail message={screen.message} />;
  }

  if (screen.kind === 'leaving') {
    return <LeavingNotice />;
  }

  // The form waits for the COD offer too: it names the option's fee or leaves the option out, and
  // a form that changed its options under the shopper would lose the method already chosen.
  if (fieldsQuery.isPending || codOffer.isLoading) return <FormSkeleton />;
  if (fieldsQuery.isError || fieldsQuery.data.fields.length === 0) {
    return <PaymentError message={PAYMENT_FORM_LOAD_ERROR} />;
  }

  const { testMode } = fieldsQuery.data;
  // The COD option carries its fee, or is left out with the reason (docs/offers.md).
  const fields = withCodOffer(fieldsQuery.data.fields, codOffer.data);
  const storeOffersCod = fieldsQuery.data.fields.some((f) =>
    f.options?.some((o) => o.value === 'cod'),
  );
  const codNote = codOfferNote(codOffer.data, storeOffersCod);
  const offeredNote = methodsNote(fieldsQuery.data.fields);
  const initial = startingValues(fields, { saved: savedSubmission(orderId), phone });
  return (
    <div className="space-y-5">
      <PaymentNotes
        testMode={testMode}
        returned={returned}
        offeredNote={offeredNote}
        codNote={codNote}
      />
      <DynamicPaymentForm
        fields={fields}
        initial={initial}
        amounts={methodAmounts(fields, total, codOffer.data)}
        onMethodChange={(method) =>
          onMethodChange?.(
            method,
            method === 'cod' && codOffer.data?.offered ? codOffer.data.fee : 0,
          )
        }
        submitting={submitting}
        onSubmit={(values) => void pay(values)}
        before={
          error ? (
            <FormAlert ref={errorRef} title={t('Payment not completed')}>
              {error}
            </FormAlert>
          ) : null
        }
      />
    </div>
  );
}
