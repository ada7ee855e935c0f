// The owner's refunds and store credit calls (docs/returns.md, "Refunds and store credit"): the
// refunds by state, recording a payout, adjusting a shopper's credit, and a return's credit note.
import { queryOptions } from '@tanstack/react-query';
import {
  adminRefund,
  adminRefundsResponse,
  creditAdjustResponse,
  type AdminRefund,
} from '@store/contract';
import { adminRequest, downloadFile } from '../../lib/admin-api';

export type RefundState = AdminRefund['state'];

export const refundsQuery = (state: RefundState) =>
  queryOptions({
    queryKey: ['admin', 'refunds', state],
    queryFn: ({ signal }) =>
      adminRequest('/admin/refunds', {
        query: { state },
        signal,
        answer: adminRefundsResponse,
      }),
  });

/** The refunds of one order (the order page and the returns queue find a return's note by it). */
export const orderRefundsQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'refunds', 'order', orderId],
    queryFn: ({ signal }) =>
      adminRequest('/admin/refunds', {
        query: { orderId },
        signal,
        answer: adminRefundsResponse,
      }),
  });

export const recordPayout = (id: number, reference: string) =>
  adminRequest(`/admin/refunds/${id}/payout`, {
    method: 'POST',
    body: { reference },
    answer: adminRefund,
  });

export interface CreditAdjustment {
  email: string;
  /** Rupees: positive adds, negative takes back. */
  amount: number;
  note: string;
}

export const adjustStoreCredit = (body: CreditAdjustment) =>
  adminRequest('/admin/store-credit', { method: 'POST', body, answer: creditAdjustResponse });

/** A return's credit note, by the refund that issued it, as a PDF. */
export function downloadReturnCreditNote(orderId: string, refundId: number) {
  return downloadFile(
    `/admin/tax/orders/${encodeURIComponent(orderId)}/invoice`,
    { refund: String(refundId) },
    `credit-note-${orderId}-${refundId}.pdf`,
  );
}
