// The owner's returns calls (docs/returns.md): the queue by state, one step of a request, the
// numbers and their CSV.
import { queryOptions } from '@tanstack/react-query';
import type { QueuedReturn, ReturnRequest, ReturnsQueue, ReturnsReport } from '@store/contract';
import { adminRequest, downloadFile } from '../../lib/admin-api';

export type QueueState = QueuedReturn['state'];
export type ReturnStep = 'approve' | 'reject' | 'receive' | 'refund' | 'payout' | 'exchange';

export const returnsQuery = (state: QueueState) =>
  queryOptions({
    queryKey: ['admin', 'returns', state],
    queryFn: ({ signal }) =>
      adminRequest<ReturnsQueue>('/admin/returns', { query: { state }, signal }),
  });

export const returnsReportQuery = () =>
  queryOptions({
    queryKey: ['admin', 'returns', 'report'],
    queryFn: ({ signal }) => adminRequest<ReturnsReport>('/admin/returns/report', { signal }),
  });

export const returnStep = (id: number, step: ReturnStep, body: Record<string, unknown> = {}) =>
  adminRequest<ReturnRequest>(`/admin/returns/${id}/${step}`, { method: 'POST', body });

export const downloadReturnsCsv = () =>
  downloadFile('/admin/returns/report.csv', undefined, 'returns.csv');
