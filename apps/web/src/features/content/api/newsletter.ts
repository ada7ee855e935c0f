import { type OkResponse, okResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** docs/product/rules.md section 6: subscriptions are stored so the owner can export them. */
export function subscribeNewsletter(email: string): Promise<OkResponse> {
  return apiRequest<OkResponse>('/newsletter', {
    answer: import.meta.env.DEV ? okResponse : undefined,
    method: 'POST',
    body: { email: email.trim() },
  });
}
