// The reviews feature's public entry (issue 33): size charts, reviews and back-in-stock alerts.
// What the product page shows at once is small; the sheets and the review list load lazily.
export { SizeTools } from './components/size-tools';
export { ReviewPageBody } from './components/review-page-body';
export { ProductReviewsSection } from './components/reviews-after-hydration';
