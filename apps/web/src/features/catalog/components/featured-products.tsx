import { Link } from '../../../components/ui/link';
import { useStoreInfo } from '../../content';
import { FEATURED_COUNT, useFeaturedProducts } from '../api/get-featured-products';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { t } from '../../../lib/i18n';

/**
 * The home page's featured products (docs/product/storefront.md section 2, "Home"): those of the
 * store's first category, with skeletons while they load and a note when there are none.
 */
export function FeaturedProducts() {
  const { info, isSettled } = useStoreInfo();
  const featured = useFeaturedProducts(isSettled ? info.categories[0] : undefined);
  const loading = !isSettled || featured.isPending;
  const products = featured.data ?? [];
  return (
    <section aria-labelledby="featured-title" className="bg-ivory-50 py-16 md:py-24">
      <div className="container-page">
        <div className="mb-10 flex items-end justify-between gap-4">
          <div>
            <p className="eyebrow">{t('Handpicked')}</p>
            <h2 id="featured-title" className="mt-2 text-3xl text-maroon-800 md:text-4xl">
              {t('Featured Products')}
            </h2>
          </div>
          <Link
            to="/products"
            className="shrink-0 text-sm font-semibold tracking-wide text-maroon-700 underline-offset-4 hover:underline"
          >
            {t('View All')}
          </Link>
        </div>
        {loading ? (
          <div
            className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4 lg:gap-x-6"
            aria-busy="true"
          >
            {Array.from({ length: FEATURED_COUNT }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
            <span className="sr-only" role="status">
              {t('Loading featured products')}
            </span>
          </div>
        ) : products.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line py-12 text-center text-muted">
            {t('No featured products available at the moment.')}
          </p>
        ) : (
          <div className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4 lg:gap-x-6">
            {products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
