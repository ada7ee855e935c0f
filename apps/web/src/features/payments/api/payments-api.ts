import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type OrderCodOfferResponse,
  type PaymentField,
  type PaymentFieldsAnswer,
  type PaymentFieldsResponse,
  type PaymentAnswer,
  type PaymentStatusResponse,
  orderCodOfferResponse,
  paymentFieldsAnswer,
  paymentAnswer,
  paymentStatusResponse,
} from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { useAuth, USER_QUERY_KEY } from '../../auth';

/** docs/product/storefront.md section 7: an array of fields, or an object holding them (with testMode here). */
export function readPaymentFields(body: unknown): PaymentFieldsResponse {
  if (Array.isArray(body)) return { fields: body as PaymentField[], testMode: false };
  const o = (body ?? {}) as Partial<PaymentFieldsResponse>;
  return { fields: Array.isArray(o.fields) ? o.fields : [], testMode: o.testMode === true };
}

export async function getPaymentFields(signal?: AbortSignal): Promise<PaymentFieldsResponse> {
  const answer = await apiRequest<PaymentFieldsAnswer>('/payments/fields', {
    answer: import.meta.env.DEV ? paymentFieldsAnswer : undefined,
    signal,
  });
  return readPaymentFields(answer);
}

/** The form differs per shopper (name and e-mail come prefilled), so it is keyed by token. */
export const paymentFieldsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [USER_QUERY_KEY, 'paymentFields', token],
    queryFn: ({ signal }) => getPaymentFields(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export function usePaymentFields() {
  const { token } = useAuth();
  return useQuery(paymentFieldsQueryOptions(token));
}

/** POST /payments; the key makes a retried submission answer the first reply. */
export function createPayment(
  orderId: string,
  fields: Record<string, string>,
  idempotencyKey: string,
): Promise<PaymentAnswer> {
  return apiRequest<PaymentAnswer>('/payments', {
    answer: import.meta.env.DEV ? paymentAnswer : undefined,
    method: 'POST',
    body: { orderId, fields },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function getPaymentStatus(
  orderId: string,
  signal?: AbortSignal,
): Promise<PaymentStatusResponse> {
  return apiRequest<PaymentStatusResponse>('/payments/status', {
    answer: import.meta.env.DEV ? paymentStatusResponse : undefined,
    query: { orderId },
    signal,
  });
}

/** How often the QR screen asks whether the order has been paid. */
export const STATUS_POLL_MS = 3000;

/** Polls GET /payments/status while `enabled`; stops when the screen goes away. */
export function usePaymentStatus(orderId: string, enabled: boolean) {
  const { token } = useAuth();
  return useQuery({
    queryKey: [USER_QUERY_KEY, 'paymentStatus', token, orderId],
    queryFn: ({ signal }) => getPaymentStatus(orderId, signal),
    enabled: enabled && token !== null && orderId !== '',
    refetchInterval: (query) => (query.state.data?.paid ? false : STATUS_POLL_MS),
    gcTime: 0,
    retry: false,
  });
}

/** GET /orders/{id}/cod: whether cash on delivery is offered for the order, its fee, why not. */
export function useCodOffer(orderId: string) {
  const { token } = useAuth();
  return useQuery({
    queryKey: [USER_QUERY_KEY, 'codOffer', token, orderId],
    queryFn: ({ signal }) =>
      apiRequest<OrderCodOfferResponse>(`/orders/${encodeURIComponent(orderId)}/cod`, {
        answer: import.meta.env.DEV ? orderCodOfferResponse : undefined,
        signal,
      }),
    enabled: token !== null && orderId !== '',
    retry: false,
  });
}
