// One request in the owner's queue (docs/returns.md): what came back and why, and the next step
// it can take: approve (pickup or the shopper ships), reject with a reason, mark received,
// refund, record a payout, or send the exchange.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueuedReturn } from '@store/contract';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { Link } from '../../../components/ui/link';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { Badge, formatWhen } from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { ReturnCreditNoteButton } from '../refunds/credit-note-download';
import { returnStep, type ReturnStep } from './returns-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.returnCard;

const REASON: Record<QueuedReturn['reason'], string> = texts.reasons;
const WANT: Record<QueuedReturn['want'], string> = texts.wants;

function payoutText(r: QueuedReturn): string | null {
  if (r.payout?.upiId) return texts.payoutUpi(r.payout.upiId);
  const b = r.payout?.bank;
  return b ? texts.payoutBank(b.accountName, b.accountNumber, b.ifsc) : null;
}

function Steps({ r }: { r: QueuedReturn }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const move = useMutation({
    mutationFn: ({ step, body }: { step: ReturnStep; body?: Record<string, unknown> }) =>
      returnStep(r.id, step, body),
    onSuccess: (_a, { step }) => {
      toast.success(texts.stepDone(r.id, step));
      setText('');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'returns'] });
    },
    onError: (error) => toast.error(texts.notChanged, { description: errorText(error) }),
  });
  const go = (step: ReturnStep, body?: Record<string, unknown>) => move.mutate({ step, body });
  const btn = (
    label: string,
    step: ReturnStep,
    body?: Record<string, unknown>,
    primary = false,
  ) => (
    <button
      type="button"
      className={buttonClass(primary ? 'primary' : 'outline', 'sm')}
      disabled={move.isPending}
      onClick={() => go(step, body)}
    >
      {label}
    </button>
  );
  const exchangeDue = r.want === 'exchange' && !r.exchangeOrderId;
  const refundDue = r.want !== 'exchange' && r.state === 'received' && !r.refundState;
  const payoutDue = r.refundState === 'payout_due';
  const needsText = r.state === 'requested' || payoutDue;
  return (
    <div className="mt-3 space-y-2">
      {needsText && (
        <label htmlFor={`${id}-t`} className="block">
          <span className={labelClass}>
            {payoutDue ? texts.paymentReference : texts.rejectReason}
          </span>
          <input
            id={`${id}-t`}
            className={inputClass}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        {r.state === 'requested' && btn(texts.approvePickup, 'approve', { pickup: true }, true)}
        {r.state === 'requested' && btn(texts.approveSheShips, 'approve', { pickup: false })}
        {r.state === 'requested' && btn(texts.reject, 'reject', { reason: text })}
        {r.state === 'approved' && btn(texts.receivedRestocked, 'receive', {}, true)}
        {r.state === 'approved' &&
          btn(texts.receivedDamaged, 'receive', {
            lines: r.lines.map((l) => ({ id: l.id, restocked: 0, writtenOff: l.quantity })),
          })}
        {exchangeDue &&
          (r.state === 'received' || r.state === 'approved') &&
          btn(texts.sendExchange, 'exchange', {}, r.state === 'received')}
        {refundDue && btn(texts.refund(formatRupees(r.refund)), 'refund', {}, true)}
        {payoutDue && btn(texts.recordPayout, 'payout', { reference: text }, true)}
      </div>
    </div>
  );
}

export function ReturnCard({ r }: { r: QueuedReturn }) {
  const payout = payoutText(r);
  return (
    <li className="rounded-xl border border-line bg-ivory-50 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {texts.returnId(r.id)}{' '}
          <Link to={`/admin/orders/${encodeURIComponent(r.orderId)}`} className="underline">
            {r.orderId}
          </Link>
        </p>
        <Badge tone={r.state === 'rejected' ? 'bad' : r.state === 'closed' ? 'good' : 'warn'}>
          {texts.states[r.state]}
          {r.refundState ? texts.refundState(r.refundState.replace('_', ' ')) : ''}
        </Badge>
      </div>
      <p className="mt-1 text-xs text-muted">
        {r.customer} ({r.email}) · {formatWhen(r.createdAt)}
      </p>
      <p className="mt-2">
        <strong>{WANT[r.want]}</strong> · {REASON[r.reason]}
        {r.note ? `: ${r.note}` : ''}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {r.lines.map((l) => (
          <li key={l.id}>
            {texts.line(l.quantity, l.title, l.size)}
            {l.exchangeSize ? texts.keptAside(l.exchangeSize) : ` · ${formatRupees(l.refund)}`}
            {l.restocked !== null ? texts.restocked(l.restocked, l.writtenOff ?? 0) : ''}
          </li>
        ))}
      </ul>
      {payout && <p className="mt-1">{texts.payTo(payout)}</p>}
      {r.pickup && <p className="mt-1">{texts.comingBack(r.pickup)}</p>}
      {r.rejectReason && <p className="mt-1">{texts.rejected(r.rejectReason)}</p>}
      {r.exchangeOrderId && (
        <p className="mt-1">
          {texts.exchangeOrder}{' '}
          <Link to={`/admin/orders/${encodeURIComponent(r.exchangeOrderId)}`} className="underline">
            {r.exchangeOrderId}
          </Link>
        </p>
      )}
      {r.photos.length > 0 && (
        <ul className="mt-2 flex gap-2" aria-label={texts.photos}>
          {r.photos.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={texts.photoAlt} className="h-16 w-16 rounded object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {r.refundState !== null && r.want !== 'exchange' && (
        <div className="mt-3">
          <ReturnCreditNoteButton orderId={r.orderId} returnId={r.id} />
        </div>
      )}
      <Steps r={r} />
    </li>
  );
}
