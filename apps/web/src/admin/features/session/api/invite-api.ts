import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type acceptInvitationRequest,
  invitationInfo,
  type TokenResponse,
  tokenResponse,
} from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['admin', 'invitation', token],
    queryFn: ({ signal }) =>
      adminRequest<z.infer<typeof invitationInfo>>(
        `/admin/invitations/${encodeURIComponent(token)}`,
        { answer: import.meta.env.DEV ? invitationInfo : undefined, signal },
      ),
    retry: false,
  });

export function acceptInvite(token: string, body: z.infer<typeof acceptInvitationRequest>) {
  return adminRequest<TokenResponse>(`/admin/invitations/${encodeURIComponent(token)}/accept`, {
    answer: import.meta.env.DEV ? tokenResponse : undefined,
    method: 'POST',
    body,
  });
}
