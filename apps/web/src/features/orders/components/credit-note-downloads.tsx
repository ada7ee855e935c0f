import type { OrderAsRead, OrderCreditNote } from '@store/contract';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { errorMessage } from '../../../lib/api-client';
import { tf } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { getCreditNote } from '../api/get-credit-note';

/**
 * The order's credit notes beside its invoice (docs/returns.md, "The credit note"): one button
 * per note, a return's or a cancellation's, each fetched under the invoice's access rule.
 */
export function CreditNoteDownloads({
  order,
  contactInfo,
}: {
  order: OrderAsRead;
  contactInfo?: string;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const notes = order.creditNotes ?? [];
  if (notes.length === 0) return null;
  const download = async (note: OrderCreditNote) => {
    setBusy(note.number);
    try {
      const blob = await getCreditNote(order.id, note.refund, contactInfo);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `credit-note-${note.number.replace(/[^\w-]+/g, '-')}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.error('Could not download the credit note', {
        description: errorMessage(error, 'Please try again later.'),
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {notes.map((note) => (
        <button
          key={note.number}
          type="button"
          onClick={() => void download(note)}
          disabled={busy !== null}
          className={buttonClass('outline', 'sm')}
        >
          <FileDown className="h-4 w-4" aria-hidden="true" />
          {tf('Credit note {number}', { number: note.number })}
        </button>
      ))}
    </>
  );
}
