import { apiRequest } from '../../../lib/api-client';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** docs/product/rules.md section 6: contact messages are stored for the owner to read. */
export function sendContactMessage(message: ContactMessage): Promise<unknown> {
  return apiRequest('/contact', { method: 'POST', body: message });
}
