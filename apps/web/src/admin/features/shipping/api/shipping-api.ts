// The Ship screen's calls (docs/shipping.md), each answer checked against its contract schema.
import { queryOptions } from '@tanstack/react-query';
import {
  bookParcelsResponse,
  codLedger,
  type CodLedger,
  courierManifestResponse,
  type CourierManifestResponse,
  remittanceImportResult,
  type RemittanceImportResult,
  failedDeliveryList,
  type FailedDeliveryAction,
  type FailedDeliveryList,
  shipQueueResponse,
  shippingSettingsView,
  type BookParcelsRequest,
  type BookParcelsResponse,
  type ShipQueueResponse,
  type ShippingSettingsUpdate,
  type ShippingSettingsView,
} from '@store/contract';
import { adminRequest, downloadFile } from '../../../lib/admin-api';

export const shipQueueQuery = () =>
  queryOptions({
    queryKey: ['admin', 'shipping', 'queue'],
    queryFn: ({ signal }) =>
      adminRequest<ShipQueueResponse>('/admin/shipping/queue', {
        signal,
        answer: shipQueueResponse,
      }),
  });

export const shippingSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'shipping', 'settings'],
    queryFn: ({ signal }) =>
      adminRequest<ShippingSettingsView>('/admin/shipping/settings', {
        signal,
        answer: shippingSettingsView,
      }),
  });

export function bookParcels(body: BookParcelsRequest) {
  return adminRequest<BookParcelsResponse>('/admin/shipping/book', {
    method: 'POST',
    body,
    answer: bookParcelsResponse,
  });
}

export function saveShippingSettings(body: ShippingSettingsUpdate) {
  return adminRequest<ShippingSettingsView>('/admin/shipping/settings', {
    method: 'PUT',
    body,
    answer: shippingSettingsView,
  });
}

export const downloadLabels = (orderIds: string[]) =>
  downloadFile('/admin/shipping/labels', { orders: orderIds.join(',') }, 'labels.pdf');

export const downloadManifest = () =>
  downloadFile('/admin/shipping/manifest', undefined, 'manifest.pdf');

/** The courier's own manifest of today's parcels (Shiprocket): generated, printed, its URL. */
export function courierManifest() {
  return adminRequest<CourierManifestResponse>('/admin/shipping/courier-manifest', {
    method: 'POST',
    body: {},
    answer: courierManifestResponse,
  });
}

export const failedDeliveriesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'shipping', 'failed'],
    queryFn: ({ signal }) =>
      adminRequest<FailedDeliveryList>('/admin/shipping/failed', {
        signal,
        answer: failedDeliveryList,
      }),
  });

export function actOnFailedDelivery(orderId: string, body: FailedDeliveryAction) {
  return adminRequest<FailedDeliveryList>(`/admin/shipping/failed/${encodeURIComponent(orderId)}`, {
    method: 'POST',
    body,
    answer: failedDeliveryList,
  });
}

export const codLedgerQuery = () =>
  queryOptions({
    queryKey: ['admin', 'shipping', 'cod'],
    queryFn: ({ signal }) =>
      adminRequest<CodLedger>('/admin/shipping/cod', { signal, answer: codLedger }),
  });

export function importRemittance(csv: string) {
  return adminRequest<RemittanceImportResult>('/admin/shipping/cod/remittances', {
    method: 'POST',
    body: { csv },
    answer: remittanceImportResult,
  });
}
