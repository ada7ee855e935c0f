import { useQuery } from '@tanstack/react-query';
import type { OrderShipment } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { useAuth, USER_QUERY_KEY } from '../../auth';

/**
 * GET /orders/{id}/shipment (docs/shipping.md): the courier, AWB, tracking link, delivery
 * estimate and dated events, under the same access rule as the order. Type-only contract
 * import: this sits on pages that must not pull zod in.
 */
export function getShipment(id: string, contactInfo?: string, signal?: AbortSignal) {
  return apiRequest<{ shipment: OrderShipment | null }>(
    `/orders/${encodeURIComponent(id.trim())}/shipment`,
    { query: { contactInfo: contactInfo?.trim() || undefined }, signal },
  );
}

/** The shipment of a shipped order; nothing is asked before the order ships. */
export function useShipment(id: string, shipped: boolean, contactInfo?: string) {
  const { token } = useAuth();
  return useQuery({
    queryKey: [USER_QUERY_KEY, 'shipment', token, id, contactInfo ?? null],
    queryFn: ({ signal }) => getShipment(id, contactInfo, signal),
    enabled: shipped,
    retry: false,
  });
}
