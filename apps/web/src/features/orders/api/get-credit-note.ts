import { apiDownload } from '../../../lib/api-client';

/**
 * GET /orders/{id}/credit-note: one of the order's credit notes as a PDF (a return's, by the
 * refund that issued it), under the invoice's access rule: the owner's token, or `contactInfo`.
 */
export function getCreditNote(id: string, refund: number | null, contactInfo?: string) {
  return apiDownload(`/orders/${encodeURIComponent(id)}/credit-note`, {
    refund: refund === null ? undefined : String(refund),
    contactInfo: contactInfo?.trim(),
  });
}
