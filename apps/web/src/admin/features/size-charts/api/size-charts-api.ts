import { queryOptions } from '@tanstack/react-query';
import {
  adminSizeChartsResponse,
  sizeChart,
  type SaveSizeChartRequest,
  type SizeChart,
} from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

export const sizeChartsQuery = queryOptions({
  queryKey: ['admin', 'size-charts'],
  queryFn: ({ signal }) =>
    adminRequest<{ data: SizeChart[] }>('/admin/size-charts', {
      signal,
      answer: adminSizeChartsResponse,
    }),
});

export const saveSizeChart = (request: SaveSizeChartRequest) =>
  adminRequest<SizeChart>('/admin/size-charts', {
    method: 'PUT',
    body: request,
    answer: sizeChart,
  });

export const deleteSizeChart = (id: number) =>
  adminRequest<undefined>(`/admin/size-charts/${id}`, { method: 'DELETE' });
