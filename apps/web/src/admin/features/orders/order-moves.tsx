import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markPaidRequest, rupees, shipOrderRequest, type AdminOrderDetail } from '@store/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClass } from '../../../components/ui/button-styles';
import { bindField, SelectField, SubmitButton, TextField } from '../../../components/ui/form-field';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { Card, ErrorNotice } from '../../components/admin-ui';
import { applyServerError } from '../../lib/server-field-errors';
import { moveOrder, type OrderMove } from './api/orders-api';
import { refundOnCancel } from './refund';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.orderMoves;

const shipForm = shipOrderRequest.pick({ courier: true, trackingNumber: true });
const PAID_METHODS = [
  ['upi', texts.paidMethods.upi],
  ['bank-transfer', texts.paidMethods['bank-transfer']],
  ['cash', texts.paidMethods.cash],
  ['card', texts.paidMethods.card],
] as const;

const paidForm = z.object({
  method: markPaidRequest.shape.method,
  reference: markPaidRequest.shape.reference,
  amount: z
    .string()
    .trim()
    .min(1, texts.amountMissing)
    .transform((raw, ctx) => {
      const value = Number(raw.replace(/[₹,\s]/g, ''));
      const parsed = rupees.safeParse(value);
      if (!Number.isFinite(value) || !parsed.success) {
        ctx.addIssue({ code: 'custom', message: texts.amountInvalid });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

const MOVE_DONE: Record<OrderMove['move'], string> = texts.done;

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

type Move = ReturnType<typeof useMove>;

/** Cash or a transfer received outside the gateway: the amount, how, and a reference. */
function MarkPaidForm({ order, move }: { order: AdminOrderDetail; move: Move }) {
  const expectedVersion = order.version;
  const paid = useForm({
    resolver: zodResolver(paidForm),
    defaultValues: {
      amount: order.total.toFixed(2),
      method: order.paymentMethod === 'cod' ? 'cash' : 'upi',
      reference: '',
    },
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
    <form noValidate onSubmit={(e) => void onPaid(e)} className="space-y-3">
      <TextField
        id="paid-amount"
        label={texts.amountReceived}
        inputMode="decimal"
        hint={texts.amountHint(formatRupees(order.total))}
        {...bindField(paid, 'amount')}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField id="paid-method" label={texts.paidBy} {...bindField(paid, 'method')}>
          {PAID_METHODS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          id="paid-reference"
          label={texts.reference}
          hint={texts.referenceHint}
          autoComplete="off"
          {...bindField(paid, 'reference')}
        />
      </div>
      <SubmitButton busy={move.isPending} busyLabel={texts.saving} className="w-full sm:w-auto">
        {texts.markPaid}
      </SubmitButton>
    </form>
  );
}

/** The courier and tracking number the parcel left with. */
function ShipForm({ order, move }: { order: AdminOrderDetail; move: Move }) {
  const expectedVersion = order.version;
  const ship = useForm({
    resolver: zodResolver(shipForm),
    defaultValues: { courier: order.courier ?? '', trackingNumber: '' },
  });
  const onShip = ship.handleSubmit(async (values) => {
    try {
      await move.mutateAsync({ move: 'ship', body: { ...values, expectedVersion } });
    } catch (error) {
      applyServerError(ship, error, ['courier', 'trackingNumber']);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onShip(e)} className="space-y-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          id="ship-courier"
          label={texts.courier}
          autoComplete="off"
          list="couriers"
          {...bindField(ship, 'courier')}
        />
        <TextField
          id="ship-tracking"
          label={texts.trackingNumber}
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
      <SubmitButton busy={move.isPending} busyLabel={texts.saving} className="w-full sm:w-auto">
        {texts.markShipped}
      </SubmitButton>
    </form>
  );
}

/** Asks before a move that cannot be undone; the refund due on a cancel is named. */
function ConfirmMove({
  order,
  move,
  confirming,
  onClose,
}: {
  order: AdminOrderDetail;
  move: Move;
  confirming: 'deliver' | 'cancel';
  onClose: () => void;
}) {
  const expectedVersion = order.version;
  return (
    <div
      role="alertdialog"
      aria-labelledby="confirm-move"
      aria-describedby={
        confirming === 'cancel' && refundOnCancel(order) ? 'confirm-refund' : undefined
      }
      className="rounded-lg border border-line bg-ivory-100 p-4"
    >
      <p id="confirm-move" className="text-sm font-medium text-ink">
        {confirming === 'cancel' ? texts.confirmCancel : texts.confirmDeliver}
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
              .then(() => onClose())
              .catch(() => onClose());
          }}
          className={buttonClass('primary', 'md')}
        >
          {confirming === 'cancel' ? texts.yesCancel : texts.yesDelivered}
        </button>
        <button type="button" onClick={onClose} className={buttonClass('ghost', 'md')}>
          {texts.keepAsIs}
        </button>
      </div>
    </div>
  );
}

/**
 * The moves the status machine allows from here (the server lists them), each sending the
 * version the screen showed: if someone else moved the order meanwhile, the answer is a 409 and
 * the screen offers to reload rather than act on a stale order.
 */
export function OrderMoves({ order, onReload }: { order: AdminOrderDetail; onReload: () => void }) {
  const move = useMove(order);
  const [confirming, setConfirming] = useState<'deliver' | 'cancel' | null>(null);
  const allowed = new Set(order.allowedMoves);
  if (allowed.size === 0) return null;

  return (
    <Card title={texts.title} className="print:hidden">
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
        {allowed.has('mark-paid') && <MarkPaidForm order={order} move={move} />}
        {allowed.has('ship') && <ShipForm order={order} move={move} />}
        {(allowed.has('deliver') || allowed.has('cancel')) && (
          <div className="flex flex-wrap gap-2">
            {allowed.has('deliver') && (
              <button
                type="button"
                onClick={() => setConfirming('deliver')}
                className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
              >
                {texts.markDelivered}
              </button>
            )}
            {allowed.has('cancel') && (
              <button
                type="button"
                onClick={() => setConfirming('cancel')}
                className={buttonClass('outline', 'md', 'w-full sm:w-auto')}
              >
                {texts.cancelOrder}
              </button>
            )}
          </div>
        )}
        {confirming && (
          <ConfirmMove
            order={order}
            move={move}
            confirming={confirming}
            onClose={() => setConfirming(null)}
          />
        )}
      </div>
    </Card>
  );
}

// Kept where its tests import it from; the component lives in cod-actions.tsx.
export { CodActions } from './cod-actions';
