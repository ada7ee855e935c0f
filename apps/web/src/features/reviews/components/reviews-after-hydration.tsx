import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/hydration';

const ProductReviews = lazy(() => import('./product-reviews'));

/**
 * The reviews section, in a chunk of its own, rendered from the first render after hydration:
 * the server's HTML never waits for it (a lazy part in the server's render would be left
 * unfinished and re-rendered by the browser), and it sits below everything else, so its arrival
 * moves nothing already on the screen.
 */
export function ProductReviewsSection({ productId }: { productId: number }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ProductReviews productId={productId} />
    </Suspense>
  );
}
