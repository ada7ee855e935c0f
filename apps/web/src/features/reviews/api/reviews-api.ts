// The reviews, size chart and back-in-stock calls (issue 33), each answer checked against the
// contract in development and tests (docs/decisions/015).
import {
  notifyMeResponse,
  ownReview,
  productReviewsResponse,
  productSizeChartResponse,
  reviewableLine,
  reviewableLinesResponse,
  type NotifyMeRequest,
  type OwnReview,
  type ProductReviewsResponse,
  type ReviewableLine,
  type PublicSizeChart,
  type WriteReviewRequest,
} from '@store/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, firstAnswerOf } from '../../../lib/api-client';

const dev = import.meta.env.DEV;
const reviewsPath = (productId: number) => `/products/${productId}/reviews`;

export const productReviewsQuery = (
  productId: number,
  sort: 'newest' | 'helpful',
  page: number,
) => {
  const query = sort === 'newest' && page === 1 ? undefined : { sort, page };
  return queryOptions({
    queryKey: ['reviews', productId, sort, page],
    queryFn: ({ signal }) =>
      apiRequest<ProductReviewsResponse>(reviewsPath(productId), {
        query,
        answer: dev ? productReviewsResponse : undefined,
        signal,
      }),
    // The page the server rendered carries the first page of reviews (its JSON-LD names them).
    initialData: () =>
      query
        ? undefined
        : firstAnswerOf(
            reviewsPath(productId),
            undefined,
            dev ? productReviewsResponse : undefined,
          ),
    staleTime: 60_000,
  });
};

export const sizeChartQuery = (productId: number) =>
  queryOptions({
    queryKey: ['size-chart', productId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: PublicSizeChart | null }>(`/products/${productId}/size-chart`, {
          answer: dev ? productSizeChartResponse : undefined,
          signal,
        })
      ).data,
    staleTime: 300_000,
  });

export const reviewableLinesQuery = queryOptions({
  queryKey: ['reviewable-lines'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest<{ data: ReviewableLine[] }>('/account/reviews', {
        answer: dev ? reviewableLinesResponse : undefined,
        signal,
      })
    ).data,
});

export const reviewLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['review-link', token],
    queryFn: ({ signal }) =>
      apiRequest<ReviewableLine>(`/review-links/${encodeURIComponent(token)}`, {
        answer: dev ? reviewableLine : undefined,
        signal,
      }),
    retry: false,
  });

export function writeReview(productId: number, review: WriteReviewRequest, photos: File[]) {
  const body = new FormData();
  body.append('review', JSON.stringify(review));
  for (const photo of photos) body.append('photo', photo);
  return apiRequest<OwnReview>(reviewsPath(productId), {
    method: 'POST',
    body,
    answer: dev ? ownReview : undefined,
  });
}

export const markHelpful = (reviewId: number) =>
  apiRequest<undefined>(`/reviews/${reviewId}/helpful`, { method: 'POST' });

export const notifyMe = (productId: number, request: NotifyMeRequest) =>
  apiRequest<{ message: string }>(`/products/${productId}/notify`, {
    method: 'POST',
    body: request,
    answer: dev ? notifyMeResponse : undefined,
  });
