import { queryOptions } from '@tanstack/react-query';
import {
  type AdminCoupon,
  type AdminCouponCreate,
  adminCoupon,
  adminCouponList,
} from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

export const couponsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'coupons'],
    queryFn: ({ signal }) =>
      adminRequest<AdminCoupon[]>('/admin/coupons', { signal, answer: adminCouponList }),
  });

/** Owner only: the server answers 403 to staff. */
export function createCoupon(body: AdminCouponCreate) {
  return adminRequest<AdminCoupon>('/admin/coupons', {
    answer: import.meta.env.DEV ? adminCoupon : undefined,
    method: 'POST',
    body,
  });
}

/** Owner only. A disabled code stays in the list (its uses are history) but gives nothing. */
export function disableCoupon(code: string) {
  return adminRequest<AdminCoupon>(`/admin/coupons/${encodeURIComponent(code)}/disable`, {
    answer: import.meta.env.DEV ? adminCoupon : undefined,
    method: 'POST',
  });
}
