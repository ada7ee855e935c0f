// GET and PUT /account/whatsapp/offers: the separate yes to offers on WhatsApp (the one
// abandoned-cart reminder), off until the shopper turns it on (docs/whatsapp.md).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { whatsappConsentResponse, type WhatsAppConsentResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { useAuth, USER_QUERY_KEY } from '../../auth';

const answer = import.meta.env.DEV ? whatsappConsentResponse : undefined;

export const whatsappOffersQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [USER_QUERY_KEY, 'whatsapp-offers', token],
    queryFn: ({ signal }) =>
      apiRequest<WhatsAppConsentResponse>('/account/whatsapp/offers', { signal, answer }),
    enabled: token !== null,
    retry: false,
  });

export function useWhatsAppOffers() {
  const { token } = useAuth();
  return useQuery(whatsappOffersQueryOptions(token));
}

export function useSetWhatsAppOffers() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optedIn: boolean) =>
      apiRequest<WhatsAppConsentResponse>('/account/whatsapp/offers', {
        method: 'PUT',
        body: { optedIn },
        answer,
      }),
    onSuccess: (data) => client.setQueryData(whatsappOffersQueryOptions(token).queryKey, data),
  });
}
