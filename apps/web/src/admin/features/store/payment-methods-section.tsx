import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { Card, ErrorNotice, Loading } from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { storeInfoQueryOptions } from '../../../features/content';
import { saveStoreSettings, storeSettingsQuery, type StoreSettingsRecord } from './api/store-api';

type Method = 'upi' | 'card' | 'cod';
type Switches = Record<Method, boolean>;

const METHODS: { value: Method; label: string; hint: string }[] = [
  {
    value: 'upi',
    label: 'UPI',
    hint: 'A QR code or the UPI app, to the UPI ID in Settings. You confirm each payment when it reaches your bank.',
  },
  {
    value: 'card',
    label: 'Card / Net banking',
    hint: "Through the PayU gateway; offered once the server has PayU's key and salt.",
  },
  {
    value: 'cod',
    label: 'Cash on delivery',
    hint: 'The courier collects the money. Your COD limit, fee and PIN codes still apply.',
  },
];

/** How UPI payments are confirmed at this store, as GET /storeInfo says (docs/payments.md). */
export const UPI_THROUGH_GATEWAY =
  "Through the PayU gateway: a QR code, the UPI app, or a request to the shopper's UPI ID. PayU confirms each payment and the order moves to Processing by itself.";
export const UPI_BY_OWNER =
  "No payment gateway is set up, so shoppers pay the UPI ID in Settings by QR code or the UPI app, and you confirm each payment when it reaches your bank. Set PayU's key and salt on the server and PayU confirms UPI payments for you.";

function hintOf(m: (typeof METHODS)[number], upiConfirmedBy: string | undefined): string {
  if (m.value !== 'upi') return m.hint;
  return upiConfirmedBy === 'gateway' ? UPI_THROUGH_GATEWAY : UPI_BY_OWNER;
}

function switchesOf(s: StoreSettingsRecord): Switches {
  const m = (s.paymentMethods ?? {}) as Partial<Switches>;
  return { upi: m.upi !== false, card: m.card !== false, cod: m.cod !== false };
}

function PaymentMethodsForm({ loaded }: { loaded: StoreSettingsRecord }) {
  const queryClient = useQueryClient();
  // Who confirms UPI depends on the server's configuration, which the store information says.
  const upiConfirmedBy = useQuery(storeInfoQueryOptions).data?.upiConfirmedBy;
  const [value, setValue] = useState<Switches>(() => switchesOf(loaded));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hintId = useId();
  const noneOn = !value.upi && !value.card && !value.cod;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (noneOn) {
      setFailure('Keep at least one payment method on: shoppers need a way to pay.');
      return;
    }
    setBusy(true);
    try {
      const saved = await saveStoreSettings({ ...loaded, paymentMethods: value });
      queryClient.setQueryData(storeSettingsQuery.queryKey, saved);
      toast.success('Payment methods saved');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <Card title="Payment methods">
        <fieldset aria-describedby={hintId} className="space-y-4">
          <legend className="sr-only">Payment methods shoppers may use</legend>
          <p id={hintId} className="text-sm text-muted">
            Switch off a method you do not want to take. The payment page offers only the methods
            that are on, and keeps saying which ones the shop takes. At least one stays on.
          </p>
          {failure && <FormAlert>{failure}</FormAlert>}
          {METHODS.map((m) => (
            <div key={m.value} className="flex items-start gap-3">
              <input
                id={`pay-${m.value}`}
                type="checkbox"
                checked={value[m.value]}
                aria-describedby={`pay-${m.value}-hint`}
                onChange={(e) => setValue({ ...value, [m.value]: e.target.checked })}
                className="mt-0.5 h-6 w-6 shrink-0 rounded border-line accent-maroon-700"
              />
              <div>
                <label htmlFor={`pay-${m.value}`} className="font-medium text-ink">
                  {m.label}
                </label>
                <p id={`pay-${m.value}-hint`} className="text-sm text-muted">
                  {hintOf(m, upiConfirmedBy)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      </Card>
      <SubmitButton busy={busy} busyLabel="Saving..." className="w-full sm:w-auto">
        Save payment methods
      </SubmitButton>
    </form>
  );
}

/** Which payment methods the shop takes (owner only): a switch each, at least one on. */
export function PaymentMethodsSection() {
  const settings = useQuery(storeSettingsQuery);
  if (settings.isPending) return <Loading label="Loading the payment methods" />;
  if (settings.isError) {
    return <ErrorNotice error={settings.error} onReload={() => void settings.refetch()} />;
  }
  return <PaymentMethodsForm loaded={settings.data} />;
}
