// The reviews module's public entry (issue 33): reviews of delivered order lines, the owner's
// moderation queue and the review request mail. Everything else in this folder is its own.
import type { StoreModule } from '../../kernel/store-module.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { reviewsAdminRoutes } from './reviews.admin-routes.ts';
import { registerReviewRequests } from './reviews.jobs.ts';
export { productReviews } from './reviews.service.ts';
export { sendReviewRequests } from './review-requests.service.ts';

/** The reviews module as the store registers it (kernel/store-module.ts). */
export const reviewsModule: StoreModule = {
  name: 'reviews',
  routes: [reviewsRoutes],
  adminRoutes: [reviewsAdminRoutes],
  jobs: [registerReviewRequests],
};
