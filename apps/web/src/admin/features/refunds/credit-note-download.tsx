// A return's credit note as a PDF from the admin (docs/returns.md, "The credit note"): the note is
// filed by the refund that issued it, so the button finds the return's refund in the order's
// refunds (owner only, as refunds are) and downloads that note.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { toast } from '../../../lib/toast';
import { errorText } from '../../lib/admin-api';
import { useAdminSession } from '../session';
import { downloadReturnCreditNote, orderRefundsQuery } from './refunds-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.creditNote;

function useDownload() {
  const [busy, setBusy] = useState(false);
  const run = (start: () => Promise<void>) => {
    setBusy(true);
    start()
      .catch((error: unknown) => toast.error(texts.failed, { description: errorText(error) }))
      .finally(() => setBusy(false));
  };
  return [busy, run] as const;
}

const buttonStyle = buttonClass('outline', 'sm', 'h-11 sm:h-11');

/** On a refunded return in the queue: its credit note. */
export function ReturnCreditNoteButton({
  orderId,
  returnId,
}: {
  orderId: string;
  returnId: number;
}) {
  const { isOwner } = useAdminSession();
  const queryClient = useQueryClient();
  const [busy, run] = useDownload();
  if (!isOwner) return null;
  return (
    <button
      type="button"
      disabled={busy}
      className={buttonStyle}
      onClick={() =>
        run(async () => {
          const { refunds } = await queryClient.fetchQuery(orderRefundsQuery(orderId));
          const refund = refunds.find((r) => r.returnId === returnId);
          if (!refund) throw new Error(texts.noRefundYet);
          await downloadReturnCreditNote(orderId, refund.id);
        })
      }
    >
      <FileDown className="h-4 w-4" aria-hidden="true" />
      {texts.button}
    </button>
  );
}

/** On the order page: a credit note per refunded return of the order (owner only). */
export function OrderReturnCreditNotes({ orderId }: { orderId: string }) {
  const { isOwner } = useAdminSession();
  const refunds = useQuery({ ...orderRefundsQuery(orderId), enabled: isOwner });
  const [busy, run] = useDownload();
  const ofReturns = refunds.data?.refunds.filter((r) => r.returnId !== null) ?? [];
  if (!isOwner || ofReturns.length === 0) return null;
  return (
    <>
      {ofReturns.map((r) => (
        <button
          key={r.id}
          type="button"
          disabled={busy}
          className={buttonStyle}
          onClick={() => run(() => downloadReturnCreditNote(orderId, r.id))}
        >
          <FileDown className="h-4 w-4" aria-hidden="true" />
          {texts.ofReturn(r.returnId)}
        </button>
      ))}
    </>
  );
}
