import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  contactMessageListResponse,
  type MarkReadResponse,
  markReadResponse,
  subscriberListResponse,
} from '@store/contract';
import { adminRequest, downloadFile } from '../../../lib/admin-api';

export type MessageList = z.infer<typeof contactMessageListResponse>;
type SubscriberList = z.infer<typeof subscriberListResponse>;

export const messagesQuery = (unread: boolean | undefined, page: number) =>
  queryOptions({
    queryKey: ['admin', 'inbox', 'messages', unread, page],
    queryFn: ({ signal }) =>
      adminRequest<MessageList>('/admin/messages', {
        query: {
          unread: unread === undefined ? undefined : String(unread),
          page: page > 1 ? page : undefined,
        },
        signal,
        answer: contactMessageListResponse,
      }),
    placeholderData: (previous) => previous,
  });

export const subscribersQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'inbox', 'subscribers', page],
    queryFn: ({ signal }) =>
      adminRequest<SubscriberList>('/admin/subscribers', {
        query: { page: page > 1 ? page : undefined },
        signal,
        answer: subscriberListResponse,
      }),
    placeholderData: (previous) => previous,
  });

export function markRead(id: number, read: boolean) {
  return adminRequest<MarkReadResponse>(`/admin/messages/${id}/read`, {
    answer: import.meta.env.DEV ? markReadResponse : undefined,
    method: 'PUT',
    body: { read },
  });
}

export function exportSubscribers() {
  return downloadFile('/admin/subscribers.csv', undefined, 'subscribers.csv');
}
