// The reviews feature's public entry (issue 33): size charts, reviews and back-in-stock alerts.
// What the product page shows at once is small; the sheets and the review list load lazily.
import { lazy } from 'react';
export { SizeTools } from './components/size-tools';
export { ReviewPageBody } from './components/review-page-body';

/** The reviews section of the product page, in a chunk of its own. */
export const ProductReviews = lazy(() => import('./components/product-reviews'));
