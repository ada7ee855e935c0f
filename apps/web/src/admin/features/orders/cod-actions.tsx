import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderStatus, type AdminOrderDetail } from '@store/contract';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { toast } from '../../../lib/toast';
import { Card, ErrorNotice, formatWhen } from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { downloadCreditNote, newCodLink, returnToOrigin } from './api/orders-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.cod;

function useResendLink(order: AdminOrderDetail, refresh: () => void) {
  return useMutation({
    mutationFn: () => newCodLink(order.id),
    onSuccess: () => {
      refresh();
      toast.success(texts.linkSent);
    },
  });
}

/** What returning a parcel to origin did, and its credit note to download. */
function ReturnedToOrigin({
  order,
  returnedAt,
  returnsOfPhone,
}: {
  order: AdminOrderDetail;
  returnedAt: string;
  returnsOfPhone: number | undefined;
}) {
  const [fetchingNote, setFetchingNote] = useState(false);
  return (
    <div role="status" className="rounded-lg bg-ivory-100 p-3">
      <p className="font-medium text-ink">{texts.returnedToOriginAt(formatWhen(returnedAt))}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink">
        <li>{texts.cancelledAndRestocked}</li>
        <li>{texts.creditNoteAnswers}</li>
        {returnsOfPhone !== undefined && <li>{texts.returnsOfPhone(returnsOfPhone)}</li>}
      </ul>
      <button
        type="button"
        disabled={fetchingNote}
        onClick={() => {
          setFetchingNote(true);
          downloadCreditNote(order.id)
            .catch((error: unknown) =>
              toast.error(texts.creditNoteFailed, {
                description: errorText(error),
              }),
            )
            .finally(() => setFetchingNote(false));
        }}
        className={buttonClass('outline', 'sm', 'mt-3 h-11 sm:h-11')}
      >
        {texts.creditNote}
      </button>
    </div>
  );
}

/** A COD order waiting for the shopper's confirmation: its link, sent again on demand. */
function ResendLink({
  order,
  link,
}: {
  order: AdminOrderDetail;
  link: ReturnType<typeof useResendLink>;
}) {
  return (
    <div>
      <p className="text-ink">{texts.waitingForShopper(formatWhen(order.codConfirmBy))}</p>
      <button
        type="button"
        disabled={link.isPending}
        onClick={() => link.mutate()}
        className={buttonClass('outline', 'md', 'mt-3 w-full sm:w-auto')}
      >
        {link.isPending ? texts.sending : texts.sendLinkAgain}
      </button>
      {link.data && (
        <div role="status" className="mt-3 rounded-lg bg-ivory-100 p-3">
          <p className="text-ink">{texts.newLinkMailed(order.email)}</p>
          <label htmlFor="cod-link" className="sr-only">
            {texts.newLink}
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
  );
}

function ConfirmReturn({
  busy,
  onConfirm,
  onKeep,
}: {
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="confirm-rto"
      className="rounded-lg border border-line bg-ivory-100 p-4"
    >
      <p id="confirm-rto" className="font-medium text-ink">
        {texts.confirmReturn}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          autoFocus
          disabled={busy}
          onClick={onConfirm}
          className={buttonClass('primary', 'md')}
        >
          {busy ? texts.recording : texts.yesCameBack}
        </button>
        <button type="button" onClick={onKeep} className={buttonClass('ghost', 'md')}>
          {texts.keepAsShipped}
        </button>
      </div>
    </div>
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
      toast.success(texts.recorded);
    },
    onError: () => setConfirming(false),
  });
  const link = useResendLink(order, refresh);

  const isCod = order.paymentMethod === 'cod';
  const canReturn = isCod && order.status === OrderStatus.Shipped;
  const waitsForLink = isCod && order.status === OrderStatus.Pending && order.codConfirmBy !== null;
  if (!canReturn && !waitsForLink && !order.returnedToOriginAt) return null;

  return (
    <Card title={texts.title} className="print:hidden">
      <div className="space-y-4 text-sm">
        {(rto.error || link.error) && <ErrorNotice focus error={rto.error ?? link.error} />}
        {order.returnedToOriginAt && (
          <ReturnedToOrigin
            order={order}
            returnedAt={order.returnedToOriginAt}
            returnsOfPhone={rto.data?.returnsOfPhone}
          />
        )}
        {waitsForLink && <ResendLink order={order} link={link} />}
        {canReturn && !confirming && (
          <div>
            <p className="text-ink">{texts.refusedAndBack}</p>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={buttonClass('outline', 'md', 'mt-3 w-full sm:w-auto')}
            >
              {texts.returnedToOrigin}
            </button>
          </div>
        )}
        {canReturn && confirming && (
          <ConfirmReturn
            busy={rto.isPending}
            onConfirm={() => rto.mutate()}
            onKeep={() => setConfirming(false)}
          />
        )}
      </div>
    </Card>
  );
}
