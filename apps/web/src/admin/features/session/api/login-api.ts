import type { AdminLoginRequest, AdminLoginResponse } from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

export function adminLogin(body: AdminLoginRequest) {
  return adminRequest<AdminLoginResponse>('/admin/auth/login', { method: 'POST', body });
}
