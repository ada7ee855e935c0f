import { queryOptions } from '@tanstack/react-query';
import { type TaxRateRequest, taxRateListResponse, taxRateEntry } from '@store/contract';
import type { z } from 'zod';
import { adminRequest } from '../../../lib/admin-api';

export type TaxRateEntry = z.infer<typeof taxRateEntry>;
type TaxRateList = z.infer<typeof taxRateListResponse>;

export const taxRatesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'tax-rates'],
    queryFn: ({ signal }) =>
      adminRequest<TaxRateList>('/admin/tax/rates', { signal, answer: taxRateListResponse }),
  });

/** Owner only (the server answers 403 to staff). Orders already placed keep their tax. */
export function setTaxRate(hsnPrefix: string, body: TaxRateRequest) {
  return adminRequest<TaxRateEntry>(`/admin/tax/rates/${encodeURIComponent(hsnPrefix)}`, {
    answer: import.meta.env.DEV ? taxRateEntry : undefined,
    method: 'PUT',
    body,
  });
}
