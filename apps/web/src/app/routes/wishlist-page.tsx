import { Heart } from 'lucide-react';
import { Link } from '../../components/ui/link';
import { buttonClass } from '../../components/ui/button-styles';
import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../features/content';
import { Spinner } from '../../components/ui/spinner';
import { ProductCard } from '../../features/catalog';
import { useWishlist } from '../../features/wishlist';
import { t, tf } from '../../lib/i18n';

export default function WishlistPage() {
  const { items, isLoading } = useWishlist();
  return (
    <PageShell>
      <PageTitle
        eyebrow={t('Saved for later')}
        title={t('My Wishlist')}
        lead={
          items.length > 0
            ? tf(items.length === 1 ? '{n} Item' : '{n} Items', { n: items.length })
            : undefined
        }
      />
      {isLoading ? (
        <Spinner label={t('Loading wishlist')} />
      ) : items.length === 0 ? (
        <div className="mx-auto flex max-w-md flex-col items-center py-8 text-center">
          <span className="flex h-20 w-20 items-center justify-center rounded-full bg-ivory-200 text-maroon-700">
            <Heart className="h-9 w-9" aria-hidden="true" />
          </span>
          <p className="mt-6 text-lg">{t('Your wishlist is empty')}</p>
          <p className="mt-2 text-muted">{t('Tap the heart on any piece to keep it here.')}</p>
          <Link to="/products" className={buttonClass('primary', 'lg', 'mt-8')}>
            {t('Continue Shopping')}
          </Link>
        </div>
      ) : (
        <>
          <h2 className="sr-only">{t('Saved products')}</h2>
          <div className="grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-3 lg:gap-x-6 xl:grid-cols-4">
            {items.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        </>
      )}
    </PageShell>
  );
}
