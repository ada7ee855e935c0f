import { PIN_CODE_MESSAGE, parsePinCode } from '@store/contract/rules';
import { MapPin, Truck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { FieldError, inputClass, labelClass } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { usePincode } from '../api/get-pincode';
import { rememberedPin, rememberPin } from '../delivery-memory';
import { codLine, lookupFailure, promiseLine } from '../delivery-text';
import { t } from '../../../lib/i18n';

const ID = 'check-delivery-pin';

/**
 * "Check delivery" on the product page: a PIN code and the store's answer for it, the promised
 * dates and whether cash on delivery is offered there. The PIN is remembered on the device for
 * the cart and checkout (docs/delivery.md, "On the storefront").
 */
export function CheckDelivery({ className }: { className?: string }) {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const [formatError, setFormatError] = useState<string | undefined>();
  const answer = usePincode(checked);

  // The device's PIN after the first render: the server renders the product page without it
  // (docs/decisions/011-server-rendering.md), and hydration must find what it rendered.
  useEffect(() => {
    const pin = rememberedPin();
    if (pin === null) return;
    setText(pin);
    setChecked(pin);
  }, []);

  useEffect(() => {
    if (answer.isSuccess) rememberPin(answer.data.pin);
  }, [answer.isSuccess, answer.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pin = parsePinCode(text);
    if (pin === null) {
      setFormatError(PIN_CODE_MESSAGE);
      document.getElementById(ID)?.focus();
      return;
    }
    setFormatError(undefined);
    setText(pin);
    setChecked(pin);
  };

  const failure = answer.isError && checked ? lookupFailure(answer.error, checked) : undefined;
  const error = formatError ?? failure;

  return (
    <section
      aria-labelledby="check-delivery-title"
      className={cn('rounded-2xl border border-line bg-ivory-50 p-4', className)}
    >
      <h2
        id="check-delivery-title"
        className="flex items-center gap-2 text-base font-semibold text-ink"
      >
        <Truck className="h-5 w-5 text-maroon-700" aria-hidden="true" />
        {t('Check delivery')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3">
        <label htmlFor={ID} className={cn(labelClass, 'sr-only')}>
          {t('PIN code')}
        </label>
        <div className="flex gap-2">
          <input
            id={ID}
            value={text}
            onChange={(e) => setText(e.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            placeholder={t('Enter PIN code')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ID}-error` : undefined}
            className={cn(inputClass, 'min-w-0 flex-1 py-2.5')}
          />
          <button type="submit" className={buttonClass('outline', 'md', 'shrink-0')}>
            {t('Check')}
          </button>
        </div>
        <FieldError id={ID} message={error} />
      </form>
      <div aria-live="polite" className="mt-3 text-sm empty:hidden">
        {answer.isFetching && !answer.isSuccess && <p className="text-muted">{t('Checking…')}</p>}
        {answer.isSuccess && !formatError && (
          <>
            <p
              className={cn(
                'font-semibold',
                answer.data.serviceable ? 'text-emerald-800' : 'text-red-800',
              )}
            >
              {promiseLine(answer.data)}
            </p>
            <p className="mt-1 flex items-center gap-1 text-muted">
              <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
              {[answer.data.city, answer.data.state].filter(Boolean).join(', ')} {answer.data.pin}
            </p>
            {codLine(answer.data) && <p className="mt-1 text-muted">{codLine(answer.data)}</p>}
          </>
        )}
      </div>
    </section>
  );
}
