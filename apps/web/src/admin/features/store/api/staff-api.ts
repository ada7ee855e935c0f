import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type AuditQuery,
  type InvitationResponse,
  type RecoveryCodesResponse,
  type StaffMember,
  type TwoFactorSetupResponse,
  auditListResponse,
  noBody,
  invitationResponse,
  recoveryCodesResponse,
  sessionsEndedResponse,
  staffListResponse,
  staffMember,
  twoFactorSetupResponse,
} from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

export const staffQuery = queryOptions({
  queryKey: ['admin', 'staff'],
  queryFn: ({ signal }) =>
    adminRequest<z.infer<typeof staffListResponse>>('/admin/staff', {
      answer: import.meta.env.DEV ? staffListResponse : undefined,
      signal,
    }),
});

export function invite(email: string) {
  return adminRequest<InvitationResponse>('/admin/staff/invitations', {
    answer: import.meta.env.DEV ? invitationResponse : undefined,
    method: 'POST',
    body: { email },
  });
}

export function setDisabled(id: string, disabled: boolean) {
  return adminRequest<StaffMember>(`/admin/staff/${id}`, {
    answer: import.meta.env.DEV ? staffMember : undefined,
    method: 'PATCH',
    body: { disabled },
  });
}

export function signOutEverywhere(id: string) {
  return adminRequest<{ sessionsEnded: number }>(`/admin/staff/${id}/sign-out`, {
    method: 'POST',
    answer: sessionsEndedResponse,
  });
}

export type AuditFilters = Omit<AuditQuery, 'page'> & { page?: number };

export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ signal }) =>
      adminRequest<z.infer<typeof auditListResponse>>('/admin/audit', {
        answer: import.meta.env.DEV ? auditListResponse : undefined,
        query: { ...filters, page: filters.page && filters.page > 1 ? filters.page : undefined },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export function startTwoFactor() {
  return adminRequest<TwoFactorSetupResponse>('/admin/auth/2fa/setup', {
    answer: import.meta.env.DEV ? twoFactorSetupResponse : undefined,
    method: 'POST',
  });
}

export function enableTwoFactor(code: string) {
  return adminRequest<RecoveryCodesResponse>('/admin/auth/2fa/enable', {
    answer: import.meta.env.DEV ? recoveryCodesResponse : undefined,
    method: 'POST',
    body: { code },
  });
}

export function newRecoveryCodes() {
  return adminRequest<RecoveryCodesResponse>('/admin/auth/2fa/recovery-codes', {
    answer: import.meta.env.DEV ? recoveryCodesResponse : undefined,
    method: 'POST',
  });
}

export function disableTwoFactor(password: string) {
  return adminRequest<void>('/admin/auth/2fa/disable', {
    answer: import.meta.env.DEV ? noBody : undefined,
    method: 'POST',
    body: { password },
  });
}
