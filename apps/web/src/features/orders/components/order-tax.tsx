import type { OrderAsRead, OrderTax } from '@store/contract';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { getInvoice } from '../api/get-invoice';
import { msgid, t, tf } from '../../../lib/i18n';

/**
 * The GST inside an order's total as the server charged it (docs/tax.md): the taxable value and
 * the split for the shipping state, CGST and SGST (or UTGST) within the store's state, IGST
 * to another.
 */
export function OrderTaxLines({
  tax,
  state,
  className,
}: {
  tax: OrderTax | null;
  state: string;
  className?: string;
}) {
  if (!tax) return null;
  if (tax.split === 'none') {
    return (
      <p className={cn('text-xs text-muted', className)}>{t('No GST charged on this order.')}</p>
    );
  }
  const rows: [string, number][] = [[msgid('Taxable value'), tax.taxable]];
  if (tax.split === 'igst') rows.push(['IGST', tax.igst]);
  else
    rows.push(
      ['CGST', tax.cgst],
      [
        tax.split === 'cgst-utgst' ? 'UTGST' : 'SGST',
        tax.split === 'cgst-utgst' ? tax.utgst : tax.sgst,
      ],
    );
  return (
    <div className={cn('text-xs text-muted', className)}>
      <p>
        {tf('Inclusive of GST {tax} for delivery to {state}', {
          tax: formatRupees(tax.totalTax),
          state: t(state),
        })}
      </p>
      <dl className="mt-1 space-y-0.5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between">
            <dt>{t(label)}</dt>
            <dd>{formatRupees(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** "Download invoice", once the order has shipped and its invoice is issued. */
export function InvoiceDownload({
  order,
  contactInfo,
}: {
  order: OrderAsRead;
  contactInfo?: string;
}) {
  const [busy, setBusy] = useState(false);
  if (!order.invoice) return null;
  const label =
    order.invoice.kind === 'bill-of-supply' ? 'Download bill of supply' : 'Download invoice';
  const download = async () => {
    setBusy(true);
    try {
      const blob = await getInvoice(order.id, contactInfo);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `invoice-${order.id}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.error('Could not download the invoice', {
        description: errorMessage(error, 'Please try again later.'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      className={buttonClass('outline', 'sm')}
    >
      <FileDown className="h-4 w-4" aria-hidden="true" />
      {label}
    </button>
  );
}
