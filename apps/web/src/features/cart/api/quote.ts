import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type OrderLineInput,
  type PaymentMethod,
  type QuoteRequest,
  type QuoteResponse,
  quoteResponse,
} from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { language } from '../../../lib/i18n';
import { useAuth, USER_QUERY_KEY } from '../../auth';
import { missingChoice, type CartLine } from '../cart-reducer';

/** POST /orders/quote: the server's whole price of the cart (docs/offers.md). */
export function getQuote(body: QuoteRequest, signal?: AbortSignal): Promise<QuoteResponse> {
  return apiRequest<QuoteResponse>('/orders/quote', {
    answer: import.meta.env.DEV ? quoteResponse : undefined,
    method: 'POST',
    body,
    signal,
  });
}

function quoteItems(lines: readonly CartLine[]): OrderLineInput[] {
  return lines.map((line) => ({
    productId: line.id,
    quantity: line.quantity,
    ...(line.selectedSize?.trim() ? { size: line.selectedSize.trim() } : {}),
    ...(line.selectedColor?.trim() ? { color: line.selectedColor.trim() } : {}),
  }));
}

/**
 * The quote of these lines, kept while a new one loads; none while a line still needs its size
 * or colour (the server could not price it). The token is in the key: a first-order code reads
 * the shopper's history.
 */
export function useQuote(
  lines: readonly CartLine[],
  options: { couponCode?: string; postalCode?: string; paymentMethod?: PaymentMethod } = {},
) {
  const { token } = useAuth();
  const complete = lines.length > 0 && lines.every((line) => missingChoice(line) === null);
  const body: QuoteRequest = {
    items: quoteItems(lines),
    ...(options.couponCode ? { couponCode: options.couponCode } : {}),
    ...(options.postalCode ? { postalCode: options.postalCode } : {}),
    ...(options.paymentMethod ? { paymentMethod: options.paymentMethod } : {}),
    // On Hindi pages the answer names the lines' colours in Hindi (colour-names.ts); English
    // pages send what they always sent.
    ...(language() === 'hi' ? { language: 'hi' as const } : {}),
  };
  return useQuery({
    queryKey: [USER_QUERY_KEY, 'quote', token, body],
    queryFn: ({ signal }) => getQuote(body, signal),
    enabled: complete,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
