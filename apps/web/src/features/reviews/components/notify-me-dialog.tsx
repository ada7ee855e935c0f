import { NOTIFY_ME_CONFIRMATION } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { notifyMe } from '../api/reviews-api';
import { Sheet } from './sheet';
import { language, t } from '../../../lib/i18n';

/**
 * "Notify me" for a size (or the piece) sold out in the colour chosen on the page (issue 33,
 * docs/decisions/033-colour-variants.md): an email, or the account's when signed in. The mail
 * comes in the storefront's language. The answer is the same sentence whatever else is true, so
 * it tells nobody who else is waiting.
 */
export default function NotifyMeDialog({
  productId,
  colour,
  soldOutSizes,
  initialSize,
  onClose,
}: {
  productId: number;
  /** The colour chosen on the page: the mail waits for that colour. */
  colour: string | undefined;
  /** The sold-out sizes to choose from; empty when the piece has no sizes to pick. */
  soldOutSizes: string[];
  initialSize?: string | undefined;
  onClose: () => void;
}) {
  const { isAuthenticated } = useAuth();
  const id = useId();
  const [size, setSize] = useState(initialSize ?? soldOutSizes[0] ?? '');
  const [email, setEmail] = useState('');
  const send = useMutation({
    mutationFn: () =>
      notifyMe(productId, {
        ...(size ? { size } : {}),
        ...(colour ? { color: colour } : {}),
        ...(email.trim() ? { email: email.trim() } : {}),
        language: language(),
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  const error = send.error instanceof ApiError ? send.error : undefined;
  return (
    <Sheet title={t('Notify me')} onClose={onClose}>
      {send.isSuccess ? (
        <p role="status" className="py-2">
          {send.data.message === NOTIFY_ME_CONFIRMATION
            ? t("We'll email you when it is back in stock.")
            : send.data.message}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          {colour && (
            <p className="text-sm">
              {t('Colour:')} <span className="font-medium">{colour}</span>
            </p>
          )}
          {soldOutSizes.length > 0 && (
            <div>
              <label htmlFor={`${id}-size`} className={labelClass}>
                {t('Size')}
              </label>
              <select
                id={`${id}-size`}
                value={size}
                onChange={(e) => setSize(e.target.value)}
                className={inputClass}
              >
                {soldOutSizes.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={`${id}-email`} className={labelClass}>
              {t(isAuthenticated ? 'Email (leave empty to use your account’s)' : 'Email')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={Boolean(error?.fields?.email)}
              aria-describedby={error ? `${id}-error` : undefined}
              className={inputClass}
            />
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
              {error.fields?.email ?? error.fields?.size ?? error.message}
            </p>
          )}
          <button
            type="submit"
            disabled={send.isPending}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            {t('Email me when it is back')}
          </button>
        </form>
      )}
    </Sheet>
  );
}
