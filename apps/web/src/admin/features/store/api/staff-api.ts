import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AuditQuery,
  auditListResponse,
  InvitationResponse,
  RecoveryCodesResponse,
  staffListResponse,
  StaffMember,
  TwoFactorSetupResponse,
} from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

export const staffQuery = queryOptions({
  queryKey: ['admin', 'staff'],
  queryFn: ({ signal }) =>
    adminRequest<z.infer<typeof staffListResponse>>('/admin/staff', { signal }),
});

export function invite(email: string) {
  return adminRequest<InvitationResponse>('/admin/staff/invitations', {
    method: 'POST',
    body: { email },
  });
}

export function setDisabled(id: string, disabled: boolean) {
  return adminRequest<StaffMember>(`/admin/staff/${id}`, { method: 'PATCH', body: { disabled } });
}

export function signOutEverywhere(id: string) {
  return adminRequest<{ sessionsEnded: number }>(`/admin/staff/${id}/sign-out`, {
    method: 'POST',
  });
}

export type AuditFilters = Omit<AuditQuery, 'page'> & { page?: number };

export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ signal }) =>
      adminRequest<z.infer<typeof auditListResponse>>('/admin/audit', {
        query: { ...filters, page: filters.page && filters.page > 1 ? filters.page : undefined },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export function startTwoFactor() {
  return adminRequest<TwoFactorSetupResponse>('/admin/auth/2fa/setup', { method: 'POST' });
}

export function enableTwoFactor(code: string) {
  return adminRequest<RecoveryCodesResponse>('/admin/auth/2fa/enable', {
    method: 'POST',
    body: { code },
  });
}

export function newRecoveryCodes() {
  return adminRequest<RecoveryCodesResponse>('/admin/auth/2fa/recovery-codes', { method: 'POST' });
}

export function disableTwoFactor(password: string) {
  return adminRequest<void>('/admin/auth/2fa/disable', { method: 'POST', body: { password } });
}
