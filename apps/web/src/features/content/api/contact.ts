import { type OkResponse, okResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** docs/product/rules.md section 6: contact messages are stored for the owner to read. */
export function sendContactMessage(message: ContactMessage): Promise<OkResponse> {
  return apiRequest<OkResponse>('/contact', {
    answer: import.meta.env.DEV ? okResponse : undefined,
    method: 'POST',
    body: message,
  });
}
