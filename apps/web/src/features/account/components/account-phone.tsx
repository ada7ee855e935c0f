import { accountPhoneField } from '@store/contract';
import { useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { formatMobile, nationalMobile } from '../account-format';
import { useUpdateAccountPhone } from '../api/update-account';
import { t } from '../../../lib/i18n';

const SAVE_FAILED = 'Your mobile number was not saved. Please try again.';

/** The message a refusal of the phone puts under the field: the server's, by its `fields`. */
function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.fields?.phone) return error.fields.phone;
  return SAVE_FAILED;
}

/**
 * The account's optional mobile number (docs/decisions/020): shown with the other details, and
 * changed in place. Blank removes it. It fills in checkout's phone; it opens no order.
 */
export function AccountPhone({ phone }: { phone: string | null }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useUpdateAccountPhone();
  const changeRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const open = () => {
    setValue(phone ? nationalMobile(phone) : '');
    setError(undefined);
    setEditing(true);
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => changeRef.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = accountPhoneField.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (info) => {
        toast.success('Saved', {
          description: info.phone
            ? 'Your mobile number is saved.'
            : 'Your mobile number is removed.',
        });
        close();
      },
      onError: (failure) => {
        setError(refusalOf(failure));
        inputRef.current?.focus();
      },
    });
  };

  if (!editing) {
    return (
      <div className="min-w-0">
        <dt className="text-xs font-semibold uppercase tracking-wider text-muted">
          {t('Mobile number')}
        </dt>
        <dd className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className={phone ? 'text-lg text-ink' : 'text-muted'}>
            {phone ? formatMobile(phone) : t('Not added')}
          </span>
          <button
            ref={changeRef}
            type="button"
            onClick={open}
            aria-label={t(phone ? 'Change mobile number' : 'Add mobile number')}
            className="text-sm font-medium text-maroon-700 underline decoration-gold-400 underline-offset-2 hover:decoration-maroon-700"
          >
            {t(phone ? 'Change' : 'Add')}
          </button>
        </dd>
      </div>
    );
  }

  return (
    <div className="min-w-0 sm:col-span-2">
      <dt className="sr-only">{t('Mobile number')}</dt>
      <dd>
        <form onSubmit={submit} noValidate className="space-y-3">
          <TextField
            ref={inputRef}
            id="account-phone"
            label={t('Mobile number')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="98765 43210"
            hint={t('It fills in the delivery phone at checkout. Leave it empty to remove it.')}
            value={value}
            error={error}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(undefined);
            }}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={save.isPending}
              className={buttonClass('primary', 'sm')}
            >
              {t(save.isPending ? 'Saving...' : 'Save')}
            </button>
            <button type="button" onClick={close} className={buttonClass('outline', 'sm')}>
              {t('Cancel')}
            </button>
          </div>
        </form>
      </dd>
    </div>
  );
}
