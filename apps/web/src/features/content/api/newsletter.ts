import { apiRequest } from '../../../lib/api-client';

/** docs/product/rules.md section 6: subscriptions are stored so the owner can export them. */
export function subscribeNewsletter(email: string): Promise<unknown> {
  return apiRequest('/newsletter', { method: 'POST', body: { email: email.trim() } });
}
