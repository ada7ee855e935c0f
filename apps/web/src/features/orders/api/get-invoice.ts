import { apiDownload } from '../../../lib/api-client';

/**
 * GET /orders/{id}/invoice: the order's tax invoice as a PDF, under the order's own access rule
 * (the owner's token, or `contactInfo`). 404 until the order ships.
 */
export function getInvoice(id: string, contactInfo?: string): Promise<Blob> {
  return apiDownload(`/orders/${encodeURIComponent(id)}/invoice`, {
    contactInfo: contactInfo?.trim(),
  });
}
