import { queryOptions } from '@tanstack/react-query';
import {
  type AdminOrderDetail,
  type AdminOrderListResponse,
  type AdminOrderQuery,
  type CodLinkResponse,
  type GstReportResponse,
  type MarkPaidRequest,
  type OrderMoveRequest,
  type PackingSlip,
  type ReturnToOriginResponse,
  type ShipOrderRequest,
  adminOrderDetail,
  adminOrderListResponse,
  codLinkResponse,
  gstReportResponse,
  packingSlipResponse,
  returnToOriginResponse,
} from '@store/contract';
import { adminRequest, downloadFile } from '../../../lib/admin-api';

export type OrderFilters = Omit<AdminOrderQuery, 'page'> & { page?: number };

function asQuery(filters: OrderFilters) {
  return { ...filters, page: filters.page && filters.page > 1 ? filters.page : undefined };
}

export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: ['admin', 'orders', filters],
    queryFn: ({ signal }) =>
      adminRequest<AdminOrderListResponse>('/admin/orders', {
        answer: import.meta.env.DEV ? adminOrderListResponse : undefined,
        query: asQuery(filters),
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'order', id],
    queryFn: ({ signal }) =>
      adminRequest<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}`, {
        answer: import.meta.env.DEV ? adminOrderDetail : undefined,
        signal,
      }),
  });

export type OrderMove =
  | { move: 'mark-paid'; body: MarkPaidRequest }
  | { move: 'ship'; body: ShipOrderRequest }
  | { move: 'deliver'; body: OrderMoveRequest }
  | { move: 'cancel'; body: OrderMoveRequest };

export function moveOrder(id: string, { move, body }: OrderMove) {
  return adminRequest<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/${move}`, {
    answer: import.meta.env.DEV ? adminOrderDetail : undefined,
    method: 'POST',
    body,
  });
}

export const packingSlipQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'order', id, 'packing-slip'],
    queryFn: ({ signal }) =>
      adminRequest<PackingSlip>(`/admin/orders/${encodeURIComponent(id)}/packing-slip`, {
        signal,
        answer: import.meta.env.DEV ? packingSlipResponse : undefined,
      }),
  });

export function exportOrders(filters: OrderFilters) {
  const { page: _page, ...rest } = filters;
  return downloadFile('/admin/orders.csv', rest, 'orders.csv');
}

/** The order's tax invoice (or bill of supply) as a PDF; the server answers 404 until it ships. */
export function downloadInvoice(orderId: string) {
  return downloadFile(
    `/admin/tax/orders/${encodeURIComponent(orderId)}/invoice`,
    undefined,
    `invoice-${orderId}.pdf`,
  );
}

/** The credit note that answers the invoice of an order cancelled after it shipped. */
export function downloadCreditNote(orderId: string) {
  return downloadFile(
    `/admin/tax/orders/${encodeURIComponent(orderId)}/invoice`,
    { kind: 'credit-note' },
    `credit-note-${orderId}.pdf`,
  );
}

/** A shipped parcel came back undelivered: Cancelled as returned, stock back (docs/offers.md). */
export function returnToOrigin(orderId: string) {
  return adminRequest<ReturnToOriginResponse>(
    `/admin/orders/${encodeURIComponent(orderId)}/return-to-origin`,
    { answer: import.meta.env.DEV ? returnToOriginResponse : undefined, method: 'POST' },
  );
}

/** A new confirmation link for a COD order waiting for one; mailed, and the old one stops. */
export function newCodLink(orderId: string) {
  return adminRequest<CodLinkResponse>(`/admin/orders/${encodeURIComponent(orderId)}/cod-link`, {
    answer: import.meta.env.DEV ? codLinkResponse : undefined,
    method: 'POST',
  });
}

/** A month's GSTR-1 tables (docs/tax.md): one CSV text per table. */
export function getGstReport(month: string) {
  return adminRequest<GstReportResponse>('/admin/tax/report', {
    answer: import.meta.env.DEV ? gstReportResponse : undefined,
    query: { month },
  });
}
