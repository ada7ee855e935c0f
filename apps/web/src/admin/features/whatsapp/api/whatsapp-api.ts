import { queryOptions } from '@tanstack/react-query';
import type { WhatsAppInboxResponse, WhatsAppNumbersResponse } from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

export const whatsappNumbersQuery = (days: number) =>
  queryOptions({
    queryKey: ['admin', 'whatsapp', 'numbers', days],
    queryFn: ({ signal }) =>
      adminRequest<WhatsAppNumbersResponse>('/admin/whatsapp/numbers', {
        query: { days },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const whatsappInboxQuery = () =>
  queryOptions({
    queryKey: ['admin', 'whatsapp', 'inbox'],
    queryFn: ({ signal }) =>
      adminRequest<WhatsAppInboxResponse>('/admin/whatsapp/inbox', { signal }),
  });
