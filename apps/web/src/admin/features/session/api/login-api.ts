import {
  type AdminLoginRequest,
  type AdminLoginResponse,
  adminLoginResponse,
} from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

export function adminLogin(body: AdminLoginRequest) {
  return adminRequest<AdminLoginResponse>('/admin/auth/login', {
    answer: import.meta.env.DEV ? adminLoginResponse : undefined,
    method: 'POST',
    body,
  });
}
