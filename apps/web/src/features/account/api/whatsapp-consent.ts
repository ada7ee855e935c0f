// GET and DELETE /account/whatsapp: whether order updates go to WhatsApp, and turning them off.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { whatsappConsentResponse, type WhatsAppConsentResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { useAuth, USER_QUERY_KEY } from '../../auth';

const answer = import.meta.env.DEV ? whatsappConsentResponse : undefined;

export const whatsappConsentQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [USER_QUERY_KEY, 'whatsapp', token],
    queryFn: ({ signal }) =>
      apiRequest<WhatsAppConsentResponse>('/account/whatsapp', { signal, answer }),
    enabled: token !== null,
    retry: false,
  });

export function useWhatsAppConsent() {
  const { token } = useAuth();
  return useQuery(whatsappConsentQueryOptions(token));
}

export function useWithdrawWhatsApp() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<WhatsAppConsentResponse>('/account/whatsapp', { method: 'DELETE', answer }),
    onSuccess: (data) => client.setQueryData(whatsappConsentQueryOptions(token).queryKey, data),
  });
}
