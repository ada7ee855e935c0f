// "Return or exchange" on a delivered order (docs/returns.md): choose the pieces and how many,
// a reason, photos (needed when damaged) and what she wants. Everything is chosen for her so
// that two taps send the most common request, another size of a piece too small or too large.
import type { OrderReturns, ReturnReason, ReturnRequestInput, ReturnWant } from '@store/contract';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { errorMessage } from '../../lib/api-client';
import { t, tf } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { REASONS, WANT_LABELS, useRequestReturn } from './returns-api';

const field = 'mt-1 block w-full rounded-md border border-line bg-white px-3 py-2';
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

type Line = OrderReturns['lines'][number];
interface Choice {
  quantity: number;
  size: string;
}

function initialChoices(lines: Line[]): Record<number, Choice> {
  const out: Record<number, Choice> = {};
  lines.forEach((l, i) => {
    out[l.orderItemId] = { quantity: i === 0 ? 1 : 0, size: l.exchangeSizes[0] ?? '' };
  });
  return out;
}

function LinePicker(props: {
  line: Line;
  choice: Choice;
  exchange: boolean;
  onChange: (c: Choice) => void;
}) {
  const { line, choice, exchange, onChange } = props;
  const id = useId();
  return (
    <fieldset className="rounded-md border border-line bg-white p-3">
      <legend className="px-1 font-medium">
        {tf('{title} (size {size})', { title: line.title, size: line.size })}
      </legend>
      <div className="flex flex-wrap gap-3">
        <label htmlFor={`${id}-q`} className="block">
          <span>{t('How many')}</span>
          <select
            id={`${id}-q`}
            className={field}
            value={choice.quantity}
            onChange={(e) => onChange({ ...choice, quantity: Number(e.target.value) })}
          >
            {Array.from({ length: line.returnable + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n === 0 ? t('None') : n}
              </option>
            ))}
          </select>
        </label>
        {exchange && (
          <label htmlFor={`${id}-s`} className="block">
            <span>{t('New size')}</span>
            <select
              id={`${id}-s`}
              className={field}
              value={choice.size}
              onChange={(e) => onChange({ ...choice, size: e.target.value })}
            >
              {line.exchangeSizes.length === 0 && (
                <option value="">{t('No other size in stock')}</option>
              )}
              {line.exchangeSizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </fieldset>
  );
}

function PayoutFields(props: {
  want: ReturnWant;
  upi: string;
  bank: { accountName: string; accountNumber: string; ifsc: string };
  onUpi: (v: string) => void;
  onBank: (v: { accountName: string; accountNumber: string; ifsc: string }) => void;
}) {
  const { want, upi, bank, onUpi, onBank } = props;
  if (want === 'upi') {
    return (
      <label className="block">
        <span className="font-medium">UPI ID</span>
        <input
          className={field}
          value={upi}
          onChange={(e) => onUpi(e.target.value)}
          placeholder="name@bank"
          required
        />
      </label>
    );
  }
  if (want !== 'bank') return null;
  const set = (k: keyof typeof bank) => (e: { target: { value: string } }) =>
    onBank({ ...bank, [k]: k === 'ifsc' ? e.target.value.toUpperCase() : e.target.value });
  return (
    <div className="space-y-2">
      <label className="block">
        <span className="font-medium">{t("Account holder's name")}</span>
        <input className={field} value={bank.accountName} onChange={set('accountName')} required />
      </label>
      <label className="block">
        <span className="font-medium">{t('Account number')}</span>
        <input
          className={field}
          inputMode="numeric"
          value={bank.accountNumber}
          onChange={set('accountNumber')}
          required
        />
      </label>
      <label className="block">
        <span className="font-medium">IFSC</span>
        <input className={field} value={bank.ifsc} onChange={set('ifsc')} maxLength={11} required />
      </label>
    </div>
  );
}

/** The request as the server takes it, from what she chose. */
function buildInput(
  chosen: Line[],
  choices: Record<number, Choice>,
  o: {
    reason: ReturnReason;
    want: ReturnWant;
    upi: string;
    bank: { accountName: string; accountNumber: string; ifsc: string };
  },
): ReturnRequestInput {
  const { reason, want, upi, bank } = o;
  return {
    lines: chosen.map((l) => ({
      orderItemId: l.orderItemId,
      quantity: choices[l.orderItemId]!.quantity,
      ...(want === 'exchange' ? { exchangeSize: choices[l.orderItemId]!.size } : {}),
    })),
    reason,
    want,
    ...(want === 'upi' ? { payout: { upiId: upi.trim() } } : {}),
    ...(want === 'bank' ? { payout: { bank } } : {}),
  };
}

/** The request form, open in the order's card. */
export function ReturnForm(props: { orderId: string; facts: OrderReturns; onClose: () => void }) {
  const { orderId, facts, onClose } = props;
  const lines = facts.lines.filter((l) => l.returnable > 0);
  const canExchange = lines.some((l) => l.exchangeSizes.length > 0);
  const wants: ReturnWant[] = [...(canExchange ? (['exchange'] as const) : []), ...facts.refundTo];
  const [choices, setChoices] = useState(() => initialChoices(lines));
  const [reason, setReason] = useState<ReturnReason>('too_small');
  const [want, setWant] = useState<ReturnWant>(wants[0] ?? 'store_credit');
  const [photos, setPhotos] = useState<File[]>([]);
  const [upi, setUpi] = useState('');
  const [bank, setBank] = useState({ accountName: '', accountNumber: '', ifsc: '' });
  const [error, setError] = useState<string | null>(null);
  const mutation = useRequestReturn(orderId);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const chosen = lines.filter((l) => (choices[l.orderItemId]?.quantity ?? 0) > 0);
    if (chosen.length === 0) return setError(t('Choose at least one piece.'));
    if (reason === 'damaged' && photos.length === 0)
      return setError(t('Add a photo of the damage.'));
    if (want === 'bank' && !IFSC.test(bank.ifsc))
      return setError(t('The IFSC is 11 characters, such as SBIN0001234.'));
    const input = buildInput(chosen, choices, { reason, want, upi, bank });
    setError(null);
    // Awaited, not mutate's callbacks: the form unmounts once the request is in (nothing left
    // to return), and a callback of an unmounted mutation would never tell her.
    mutation.mutateAsync({ input, photos }).then(
      () => {
        toast.success(t('Request sent'), { description: tf('Order {id}', { id: orderId }) });
        onClose();
      },
      (failure: unknown) =>
        setError(errorMessage(failure, t('Could not send the request. Please try again.'))),
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-t`}
      className="w-full space-y-3 rounded-lg border border-line bg-ivory-100 p-4 text-sm"
    >
      <h3 id={`${id}-t`} className="font-sans text-base font-semibold text-ink">
        {t('Return or exchange')}
      </h3>
      <label className="block">
        <span className="font-medium">{t('I would like')}</span>
        <select
          className={field}
          value={want}
          onChange={(e) => setWant(e.target.value as ReturnWant)}
        >
          {wants.map((w) => (
            <option key={w} value={w}>
              {t(WANT_LABELS[w])}
            </option>
          ))}
        </select>
      </label>
      {lines.map((l) => (
        <LinePicker
          key={l.orderItemId}
          line={l}
          exchange={want === 'exchange'}
          choice={choices[l.orderItemId]!}
          onChange={(c) => setChoices({ ...choices, [l.orderItemId]: c })}
        />
      ))}
      <label className="block">
        <span className="font-medium">{t('Reason')}</span>
        <select
          className={field}
          value={reason}
          onChange={(e) => setReason(e.target.value as ReturnReason)}
        >
          {REASONS.map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="font-medium">
          {t(reason === 'damaged' ? 'Photos (needed)' : 'Photos (optional)')}
        </span>
        <input
          className={field}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          onChange={(e) => setPhotos([...(e.target.files ?? [])].slice(0, 4))}
        />
      </label>
      <PayoutFields want={want} upi={upi} bank={bank} onUpi={setUpi} onBank={setBank} />
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={buttonClass('primary', 'sm')}
          disabled={mutation.isPending}
        >
          {t(mutation.isPending ? 'Sending...' : 'Send request')}
        </button>
        <button type="button" className={buttonClass('outline', 'sm')} onClick={onClose}>
          {t('Not now')}
        </button>
      </div>
    </form>
  );
}
