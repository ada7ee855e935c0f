import { queryOptions } from '@tanstack/react-query';
import {
  adminReview,
  adminReviewsResponse,
  type AdminReview,
  type ModerateReviewRequest,
} from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export const reviewsQuery = (status: ReviewStatus) =>
  queryOptions({
    queryKey: ['admin', 'reviews', status],
    queryFn: ({ signal }) =>
      adminRequest<{ data: AdminReview[] }>('/admin/reviews', {
        query: { status },
        signal,
        answer: adminReviewsResponse,
      }),
  });

export const moderate = (id: number, move: ModerateReviewRequest) =>
  adminRequest<AdminReview>(`/admin/reviews/${id}`, {
    method: 'POST',
    body: move,
    answer: adminReview,
  });
