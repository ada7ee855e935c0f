import { queryOptions } from '@tanstack/react-query';
import {
  type WhatsAppInboxResponse,
  type WhatsAppNumbersResponse,
  whatsappInboxResponse,
  whatsappNumbersResponse,
} from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

export const whatsappNumbersQuery = (days: number) =>
  queryOptions({
    queryKey: ['admin', 'whatsapp', 'numbers', days],
    queryFn: ({ signal }) =>
      adminRequest<WhatsAppNumbersResponse>('/admin/whatsapp/numbers', {
        answer: import.meta.env.DEV ? whatsappNumbersResponse : undefined,
        query: { days },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const whatsappInboxQuery = () =>
  queryOptions({
    queryKey: ['admin', 'whatsapp', 'inbox'],
    queryFn: ({ signal }) =>
      adminRequest<WhatsAppInboxResponse>('/admin/whatsapp/inbox', {
        answer: import.meta.env.DEV ? whatsappInboxResponse : undefined,
        signal,
      }),
  });
