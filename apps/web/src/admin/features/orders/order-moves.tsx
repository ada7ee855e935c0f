import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  markPaidRequest,
  OrderStatus,
  rupees,
  shipOrderRequest,
  type AdminOrderDetail,
} from '@store/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClass } from '../../../components/ui/button-styles';
import { bindField, SelectField, SubmitButton, TextField } from '../../../components/ui/form-field';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { Card, ErrorNotice, formatWhen } from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { applyServerError } from '../../lib/server-field-errors';
import {
  downloadCreditNote,
  moveOrder,
  newCodLink,
  returnToOrigin,
  type OrderMove,
} from './api/orders-api';
import { refundOnCancel } from './refund';

const shipForm = shipOrderRequest.pick({ courier: true, trackingNumber: true });
const PAID_METHODS = [
  ['upi', 'UPI'],
  ['bank-transfer', 'Bank transfer'],
  ['cash', 'Cash'],
  ['card', 'Card'],
] as const;

const paidForm = z.object({
  method: markPaidRequest.shape.method,
  reference: markPaidRequest.shape.reference,
  amount: z
    .string()
    .trim()
    .min(1, 'Enter the amount received')
    .transform((raw, ctx) => {
      const value = Number(raw.replace(/[₹,\s]/g, ''));
      const parsed = rupees.safeParse(value);
      if (!Number.isFinite(value) || !parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'Enter the amount in rupees, such as 1499.00' });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

const MOVE_DONE: Record<OrderMove['move'], string> = {
  'mark-paid': 'Marked paid',
  ship: 'Marked shipped',
  deliver: 'Marked delivered',
  cancel: 'Order cancelled, stock returned',
};

/** The order page's status line, which takes focus after a move. */
export const ORDER_STATUS_ID = 'order-status';

function useMove(order: AdminOrderDetail) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: OrderMove) => moveOrder(order.id, move),
    onSuccess: (_answer, move) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'order', order.id] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'today'] });
      toast.success(MOVE_DONE[move.move]);
      // The button just pressed leaves with the move; without this, focus falls to the page.
      document.getElementById(ORDER_STATUS_ID)?.focus();
    },
  });
}

/**
 * The moves the status machine allows from here (the server lists them), each sending the
 * version the screen showed: if someone else moved the order meanwhile, the answer is a 409 and
 * the screen offers to reload rather than act on a stale order.
 */
export function OrderMoves({ order, onReload }: { order: AdminOrderDetail; onReload: () => void }) {
  const move = useMove(order);
  const [confirming, setConfirming] = useState<'deliver' | 'cancel' | null>(null);
  const expectedVersion = order.version;
  const ship = useForm({
    resolver: zodResolver(shipForm),
    defaultValues: { courier: order.courier ?? '', trackingNumber: '' },
  });
  const paid = useForm({
    resolver: zodResolver(paidForm),
    defaultValues: {
      amount: order.total.toFixed(2),
      method: order.paymentMethod === 'cod' ? 'cash' : 'upi',
      reference: '',
    },
  });
  const allowed = new Set(order.allowedMoves);
  if (allowed.size === 0) return null;

  const onShip = ship.handleSubmit(async (values) => {
    try {
      await move.mutateAsync({ move: 'ship', body: { ...values, expectedVersion } });
    } catch (error) {
      applyServerError(ship, error, ['courier', 'trackingNumber']);
    }
  });
  const onPaid = paid.handleSubmit(async ({ amount, method, reference }) => {
    try {
      await move.mutateAsync({
        move: 'mark-paid',
        body: { amount, method, reference: reference || undefined, expectedVersion },
      });
    } catch (error) {
      applyServerError(paid, error, ['amount', 'method', 'reference']);
    }
  });

  return (
    <Card title="Next step" className="print:hidden">
      <div className="space-y-5">
        {move.error && (
          <ErrorNotice
            focus
            error={move.error}
            onReload={() => {
              move.reset();
              onReload();
            }}
          />
        )}
        {allowed.has('mark-paid') && (
          <form noValidate onSubmit={(e) => void onPaid(e)} className="space-y-3">
            <TextField
              id="paid-amount"
              label="Amount received (₹)"
              inputMode="decimal"
              hint={`The order's total is ${formatRupees(order.total)}; the server checks it.`}
              {...bindField(paid, 'amount')}
            />
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <SelectField id="paid-method" label="Paid by" {...bindField(paid, 'method')}>
                {PAID_METHODS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <TextField
                id="paid-reference"
                label="Reference (optional)"
                hint="UPI transaction id (UTR), bank reference or receipt number."
                autoComplete="off"
                {...bindField(paid, 'reference')}
              />
            </div>
            <SubmitButton busy={move.isPending} busyLabel="Saving..." className="w-full sm:w-auto">
              Mark paid
            </SubmitButton>
          </form>
        )}
        {allowed.has('ship') && (
          <form noValidate onSubmit={(e) => void onShip(e)} className="space-y-3">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <TextField
                id="ship-courier"
                label="Courier"
                autoComplete="off"
                list="couriers"
                {...bindField(ship, 'courier')}
              />
              <TextField
                id="ship-tracking"
                label="Tracking number"
                autoComplete="off"
                autoCapitalize="characters"
                {...bindField(ship, 'trackingNumber')}
              />
            </div>
            <datalist id="couriers">
              {['India Post', 'Delhivery', 'Blue Dart', 'DTDC', 'Ekart', 'Xpressbees'].map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            <SubmitButton busy={move.isPending} busyLabel="Saving..." className="w-full sm:w-auto">
              Mark shipped
            </SubmitButton>
          </form>
        )}
        {(allowed.has('deliver') || allowed.has('cancel')) && (
          <div className="flex flex-wrap gap-2">
            {allowed.has('deliver') && (
              <button
                type="button"
                onClick={() => setConfirming('deliver')}
                className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
              >
                Mark delivered
              </button>
            )}
            {allowed.has('cancel') && (
              <button
                type="button"
                onClick={() => setConfirming('cancel')}
                className={buttonClass('outline', 'md', 'w-full sm:w-auto')}
              >
                Cancel order
              </button>
            )}
          </div>
        )}
        {confirming && (
          <div
            role="alertdialog"
            aria-labelledby="confirm-move"
            aria-describedby={
              confirming === 'cancel' && refundOnCancel(order) ? 'confirm-refund' : undefined
            }
            className="rounded-lg border border-line bg-ivory-100 p-4"
          >
            <p id="confirm-move" className="text-sm font-medium text-ink">
              {confirming === 'cancel'
                ? 'Cancel this order? Its stock goes back on sale. This cannot be undone.'
                : 'Mark this order delivered?'}
            </p>
            {confirming === 'cancel' && refundOnCancel(order) && (
              <p id="confirm-refund" className="mt-2 text-sm font-semibold text-red-800">
                {refundOnCancel(order)}
              </p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                autoFocus
                disabled={move.isPending}
                onClick={() => {
                  void move
                    .mutateAsync({ move: confirming, body: { expectedVersion } })
                    .then(() => setConfirming(null))
                    .catch(() => setConfirming(null));
                }}
                className={buttonClass('primary', 'md')}
              >
                {confirming === 'cancel' ? 'Yes, cancel it' : 'Yes, delivered'}
              </button>
              <button
                type="button"
                onClick={() => setConfirming(null)}
                className={buttonClass('ghost', 'md')}
              >
                Keep as is
              </button>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}

/**
 * Cash on delivery's own moves (docs/offers.md): a shipped COD parcel that came back undelivered
 * is recorded as returned to origin (Cancelled, stock back, a credit note for its invoice, and a
 * return counted against the phone), and a COD order still waiting for the shopper's
 * confirmation can have its link sent again. Staff and owners alike, as for the other moves.
 */
export function CodActions({ order }: { order: AdminOrderDetail }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [fetchingNote, setFetchingNote] = useState(false);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'order', order.id] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'today'] });
  };
  const rto = useMutation({
    mutationFn: () => returnToOrigin(order.id),
    onSuccess: () => {
      setConfirming(false);
      refresh();
      toast.success('Recorded as returned to origin');
    },
    onError: () => setConfirming(false),
  });
  const link = useMutation({
    mutationFn: () => newCodLink(order.id),
    onSuccess: () => {
      refresh();
      toast.success('Confirmation link sent again');
    },
  });

  const isCod = order.paymentMethod === 'cod';
  const canReturn = isCod && order.status === OrderStatus.Shipped;
  const waitsForLink = isCod && order.status === OrderStatus.Pending && order.codConfirmBy !== null;
  if (!canReturn && !waitsForLink && !order.returnedToOriginAt) return null;

  return (
    <Card title="Cash on delivery" className="print:hidden">
      <div className="space-y-4 text-sm">
        {(rto.error || link.error) && <ErrorNotice focus error={rto.error ?? link.error} />}
        {order.returnedToOriginAt && (
          <div role="status" className="rounded-lg bg-ivory-100 p-3">
            <p className="font-medium text-ink">
              Returned to origin {formatWhen(order.returnedToOriginAt)}
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink">
              <li>The order is cancelled and its items are back in stock.</li>
              <li>A credit note answers the invoice issued when it shipped.</li>
              {rto.data && (
                <li>
                  {rto.data.returnsOfPhone === 1
                    ? 'This is the first parcel returned for this phone'
                    : `${rto.data.returnsOfPhone} parcels returned for this phone`}
                  ; cash on delivery may be withheld from it now.
                </li>
              )}
            </ul>
            <button
              type="button"
              disabled={fetchingNote}
              onClick={() => {
                setFetchingNote(true);
                downloadCreditNote(order.id)
                  .catch((error: unknown) =>
                    toast.error('Could not download the credit note', {
                      description: errorText(error),
                    }),
                  )
                  .finally(() => setFetchingNote(false));
              }}
              className={buttonClass('outline', 'sm', 'mt-3 h-11 sm:h-11')}
            >
              Credit note
            </button>
          </div>
        )}
        {waitsForLink && (
          <div>
            <p className="text-ink">
              Waiting for the shopper to confirm through the mailed link, until{' '}
              {formatWhen(order.codConfirmBy)}. Unconfirmed by then, it is cancelled.
            </p>
            <button
              type="button"
              disabled={link.isPending}
              onClick={() => link.mutate()}
              className={buttonClass('outline', 'md', 'mt-3 w-full sm:w-auto')}
            >
              {link.isPending ? 'Sending...' : 'Send confirmation link again'}
            </button>
            {link.data && (
              <div role="status" className="mt-3 rounded-lg bg-ivory-100 p-3">
                <p className="text-ink">
                  A new link was mailed to {order.email}; the old one no longer works. You can also
                  send this one yourself:
                </p>
                <label htmlFor="cod-link" className="sr-only">
                  New confirmation link
                </label>
                <input
                  id="cod-link"
                  readOnly
                  value={link.data.url}
                  onFocus={(e) => e.currentTarget.select()}
                  className="mt-2 h-11 w-full rounded-lg border border-line bg-white px-3 font-mono text-xs"
                />
              </div>
            )}
          </div>
        )}
        {canReturn && !confirming && (
          <div>
            <p className="text-ink">Parcel refused or undeliverable, and back with you?</p>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={buttonClass('outline', 'md', 'mt-3 w-full sm:w-auto')}
            >
              Returned to origin
            </button>
          </div>
        )}
        {canReturn && confirming && (
          <div
            role="alertdialog"
            aria-labelledby="confirm-rto"
            className="rounded-lg border border-line bg-ivory-100 p-4"
          >
            <p id="confirm-rto" className="font-medium text-ink">
              Record this parcel as returned to origin? The order is cancelled, its items go back in
              stock, a credit note is issued and the return counts against the shopper&apos;s phone
              for cash on delivery. This cannot be undone.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                autoFocus
                disabled={rto.isPending}
                onClick={() => rto.mutate()}
                className={buttonClass('primary', 'md')}
              >
                {rto.isPending ? 'Recording...' : 'Yes, it came back'}
              </button>
              <button
                type="button"
                onClick={() => setConfirming(false)}
                className={buttonClass('ghost', 'md')}
              >
                Keep as shipped
              </button>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}
