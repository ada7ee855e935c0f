import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRefund } from '@store/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  bindField,
  EmailField,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../components/ui/form-field';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import {
  AdminTitle,
  Badge,
  Card,
  EmptyState,
  ErrorNotice,
  formatWhen,
  Loading,
  TabRow,
  type BadgeTone,
} from '../../components/admin-ui';
import { ApiError } from '../../lib/admin-api';
import { applyServerError, useServerFailure } from '../../lib/server-field-errors';
import { OwnerOnly } from '../session';
import { adjustStoreCredit, recordPayout, refundsQuery, type RefundState } from './refunds-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.refunds;

/** Payouts due first: they are the money the owner still owes by hand. */
const TABS: { value: RefundState; label: string }[] = [
  { value: 'payout_due', label: texts.tabs.payout_due },
  { value: 'pending', label: texts.tabs.pending },
  { value: 'failed', label: texts.tabs.failed },
  { value: 'done', label: texts.tabs.done },
];

const STATE: Record<RefundState, { label: string; tone: BadgeTone }> = {
  payout_due: { label: texts.states.payout_due, tone: 'warn' },
  pending: { label: texts.states.pending, tone: 'neutral' },
  failed: { label: texts.states.failed, tone: 'bad' },
  done: { label: texts.states.done, tone: 'good' },
};

const DESTINATION: Record<AdminRefund['destination'], string> = texts.destinations;

/** Where the owner sends a payout, as the API answers it (account numbers masked). */
function PayoutTo({ payout }: { payout: AdminRefund['payout'] }) {
  if (!payout?.upiId && !payout?.bank) return null;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {payout.upiId && (
        <>
          <dt className="text-muted">{texts.upiId}</dt>
          <dd className="break-all font-medium">{payout.upiId}</dd>
        </>
      )}
      {payout.bank && (
        <>
          <dt className="text-muted">{texts.name}</dt>
          <dd className="font-medium">{payout.bank.accountName}</dd>
          <dt className="text-muted">{texts.account}</dt>
          <dd className="font-medium tabular-nums">{payout.bank.accountNumber}</dd>
          <dt className="text-muted">{texts.ifsc}</dt>
          <dd className="font-medium">{payout.bank.ifsc}</dd>
        </>
      )}
    </dl>
  );
}

const payoutForm = z.object({
  reference: z.string().trim().min(4, texts.referenceTooShort).max(64, texts.referenceTooLong),
});
type PayoutForm = z.infer<typeof payoutForm>;

/** One step: the payment's reference, recorded; the list moves the refund to Done. */
function PayoutRecorder({ refund }: { refund: AdminRefund }) {
  const queryClient = useQueryClient();
  const form = useForm<PayoutForm>({
    resolver: zodResolver(payoutForm),
    defaultValues: { reference: '' },
  });
  const [failure, setFailure] = useServerFailure(form);
  const onSubmit = form.handleSubmit(async ({ reference }) => {
    try {
      await recordPayout(refund.id, reference);
      toast.success(texts.payoutRecorded(formatRupees(refund.amount), refund.orderId));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'refunds'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'returns'] });
    } catch (error) {
      setFailure(applyServerError(form, error, ['reference']));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-3">
      {failure && <ErrorNotice focus error={new Error(failure)} />}
      <TextField
        id={`payout-ref-${refund.id}`}
        label={texts.paymentReference}
        hint={texts.paymentReferenceHint}
        autoComplete="off"
        spellCheck={false}
        {...bindField(form, 'reference')}
      />
      <SubmitButton
        busy={form.formState.isSubmitting}
        busyLabel={texts.recording}
        className="w-full sm:w-auto"
      >
        {texts.recordPayout}
      </SubmitButton>
    </form>
  );
}

function RefundCard({ refund: r }: { refund: AdminRefund }) {
  const state = STATE[r.state];
  return (
    <li className="rounded-xl border border-line bg-ivory-50 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold tabular-nums">{formatRupees(r.amount)}</p>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <p className="mt-1 text-sm">
        <Link to={`/admin/orders/${encodeURIComponent(r.orderId)}`} className="underline">
          {r.orderId}
        </Link>
        {r.returnId !== null ? texts.ofReturn(r.returnId) : texts.ofCancelledOrder}
      </p>
      <p className="text-sm text-muted">
        {DESTINATION[r.destination]} · {texts.refundNo(r.id)} · {formatWhen(r.createdAt)}
      </p>
      <PayoutTo payout={r.payout} />
      {r.gatewayRef && <p className="mt-1 text-sm text-muted">{texts.gateway(r.gatewayRef)}</p>}
      {r.payoutRef && <p className="mt-1 text-sm">{texts.paidReference(r.payoutRef)}</p>}
      {r.state === 'payout_due' && <PayoutRecorder refund={r} />}
    </li>
  );
}

function RefundList({ state }: { state: RefundState }) {
  const refunds = useQuery(refundsQuery(state));
  if (refunds.isPending) return <Loading label={texts.loading} />;
  if (refunds.isError) {
    return <ErrorNotice error={refunds.error} onReload={() => void refunds.refetch()} />;
  }
  const list = refunds.data.refunds;
  if (list.length === 0) {
    return (
      <EmptyState>{state === 'payout_due' ? texts.nothingToPayOut : texts.noneInState}</EmptyState>
    );
  }
  return (
    <ul className="space-y-3">
      {list.map((r) => (
        <RefundCard key={r.id} refund={r} />
      ))}
    </ul>
  );
}

const creditForm = z.object({
  email: z.string().trim().email(texts.creditEmailMissing),
  direction: z.enum(['add', 'take']),
  amount: z.coerce
    .number({ message: texts.creditAmountMissing })
    .positive(texts.creditAmountPositive)
    .max(100_000, texts.creditAmountMax),
  note: z.string().trim().min(1, texts.creditNoteMissing).max(200, texts.creditNoteMax),
});
type CreditFormValues = z.input<typeof creditForm>;
type CreditFormOutput = z.output<typeof creditForm>;
const CREDIT_FIELDS = ['email', 'amount', 'note'] as const;
const emptyCredit: CreditFormValues = { email: '', direction: 'add', amount: '', note: '' };

/** Adds or takes back store credit on a shopper's account, with a note for the ledger. */
function CreditAdjuster() {
  const form = useForm<CreditFormValues, unknown, CreditFormOutput>({
    resolver: zodResolver(creditForm),
    defaultValues: emptyCredit,
  });
  const [failure, setFailure] = useServerFailure(form);
  const onSubmit = form.handleSubmit(async ({ email, direction, amount, note }) => {
    try {
      const { balance } = await adjustStoreCredit({
        email,
        amount: direction === 'add' ? amount : -amount,
        note,
      });
      toast.success(texts.creditSaved(email, formatRupees(balance)));
      form.reset(emptyCredit);
    } catch (error) {
      // The API answers an unknown email 404 without naming a field: it is the email's fault.
      if (error instanceof ApiError && error.status === 404) {
        form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(applyServerError(form, error, CREDIT_FIELDS));
    }
  });
  return (
    <Card title={texts.creditTitle}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        {failure && <ErrorNotice focus error={new Error(failure)} />}
        <EmailField id="credit-email" label={texts.creditEmail} {...bindField(form, 'email')} />
        <SelectField
          id="credit-direction"
          label={texts.creditChange}
          {...bindField(form, 'direction')}
        >
          <option value="add">{texts.creditAdd}</option>
          <option value="take">{texts.creditTake}</option>
        </SelectField>
        <TextField
          id="credit-amount"
          label={texts.creditAmount}
          inputMode="decimal"
          autoComplete="off"
          {...bindField(form, 'amount')}
        />
        <TextField
          id="credit-note"
          label={texts.creditNote}
          hint={texts.creditNoteHint}
          autoComplete="off"
          {...bindField(form, 'note')}
        />
        <SubmitButton
          busy={form.formState.isSubmitting}
          busyLabel={texts.saving}
          className="w-full sm:w-auto"
        >
          {texts.saveCredit}
        </SubmitButton>
      </form>
    </Card>
  );
}

/**
 * Refunds to pay out and store credit (docs/returns.md): owner only, as the API is. Payouts due
 * come first, with where the shopper asked to be paid; the owner pays from her own app and
 * records the reference here.
 */
export default function RefundsPage() {
  const [state, setState] = useState<RefundState>('payout_due');
  return (
    <>
      <AdminTitle title={texts.title} />
      <OwnerOnly>
        <div className="grid gap-5 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-label={texts.listLabel}>
            <TabRow
              label={texts.tabsLabel}
              tabs={TABS}
              current={state}
              onSelect={(value) => setState(value as RefundState)}
            />
            <RefundList state={state} />
          </section>
          <CreditAdjuster />
        </div>
      </OwnerOnly>
    </>
  );
}
