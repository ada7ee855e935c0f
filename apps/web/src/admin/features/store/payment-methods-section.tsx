import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { Card, ErrorNotice, Loading } from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { storeInfoQueryOptions } from '../../../features/content';
import { saveStoreSettings, storeSettingsQuery, type StoreSettingsRecord } from './api/store-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.storePayments;

type Method = 'upi' | 'card' | 'cod';
type Switches = Record<Method, boolean>;

const METHODS: { value: Method; label: string; hint: string }[] = (
  ['upi', 'card', 'cod'] as const
).map((value) => ({ value, label: texts.methods[value], hint: texts.hints[value] }));

/** How UPI payments are confirmed at this store, as GET /storeInfo says (docs/payments.md). */
export const UPI_THROUGH_GATEWAY = texts.upiThroughGateway;
export const UPI_BY_OWNER = texts.upiByOwner;

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
      setFailure(texts.keepOne);
      return;
    }
    setBusy(true);
    try {
      const saved = await saveStoreSettings({ ...loaded, paymentMethods: value });
      queryClient.setQueryData(storeSettingsQuery.queryKey, saved);
      toast.success(texts.saved);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <Card title={texts.title}>
        <fieldset aria-describedby={hintId} className="space-y-4">
          <legend className="sr-only">{texts.legend}</legend>
          <p id={hintId} className="text-sm text-muted">
            {texts.lead}
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
      <SubmitButton busy={busy} busyLabel={texts.saving} className="w-full sm:w-auto">
        {texts.save}
      </SubmitButton>
    </form>
  );
}

/** Which payment methods the shop takes (owner only): a switch each, at least one on. */
export function PaymentMethodsSection() {
  const settings = useQuery(storeSettingsQuery);
  if (settings.isPending) return <Loading label={texts.loading} />;
  if (settings.isError) {
    return <ErrorNotice error={settings.error} onReload={() => void settings.refetch()} />;
  }
  return <PaymentMethodsForm loaded={settings.data} />;
}
