import {
  sessionsEndedResponse,
  type ChangePasswordRequest,
  type SessionsEndedResponse,
} from '@store/contract';
import { adminRequest } from '../../lib/admin-api';

export function changePassword(body: ChangePasswordRequest) {
  return adminRequest<SessionsEndedResponse>('/admin/auth/password', {
    method: 'POST',
    body,
    answer: sessionsEndedResponse,
  });
}

export function resetStaffPassword(id: string, newPassword: string) {
  return adminRequest<SessionsEndedResponse>(`/admin/staff/${id}/password`, {
    method: 'POST',
    body: { newPassword },
    answer: sessionsEndedResponse,
  });
}
