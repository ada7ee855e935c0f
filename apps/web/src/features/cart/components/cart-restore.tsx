// The abandoned-cart reminder's link, /cart/restore?token=...: the saved cart is fetched once
// (the link works once), merged into this device's cart, and the shopper lands on /cart.
// docs/whatsapp.md, "The cart reminder".
import type { CartRestoreResponse } from '@store/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { apiAssetUrl, errorMessage } from '../../../lib/api-client';
import { toShopProduct } from '../../../lib/shop-product';
import { toast } from '../../../lib/toast';
import { restoreSavedCart } from '../api/saved-cart';
import { useCart } from '../cart-context';
import type { CartLine } from '../cart-reducer';
import { t } from '../../../lib/i18n';

/** Each saved line as the cart keeps it, priced and named as the catalog shows it now. */
export function restoredLines(answer: CartRestoreResponse): CartLine[] {
  return answer.items.map(({ line, product }) => {
    const shop = toShopProduct(product, apiAssetUrl);
    return {
      id: shop.id,
      name: shop.name,
      image: shop.image,
      price: shop.price,
      quantity: line.quantity,
      selectedSize: line.size,
      selectedColor: line.color,
      ...(line.size === undefined && shop.sizes.length > 0 ? { sizeOptions: shop.sizes } : {}),
      ...(line.color === undefined && shop.colors.length > 0 ? { colorOptions: shop.colors } : {}),
      names: shop.names,
    };
  });
}

export function CartRestore() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { merge } = useCart();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    restoreSavedCart(token)
      .then((answer) => {
        const lines = restoredLines(answer);
        merge(lines);
        toast.success('Your cart is back', {
          description:
            lines.length > 0
              ? 'The pieces you left are in your cart again.'
              : 'The pieces you left are no longer for sale.',
        });
        void navigate('/cart', { replace: true });
      })
      .catch((error: unknown) =>
        setProblem(errorMessage(error, 'This cart link could not be opened.')),
      );
  }, [token, merge, navigate]);

  return (
    <section aria-live="polite" className="mx-auto max-w-xl py-12 text-center">
      <h1 className="font-display text-3xl text-maroon-800">{t('Your cart')}</h1>
      {problem ? (
        <>
          <p role="alert" className="mt-4 text-ink">
            {problem}
          </p>
          <Link to="/cart" className={`${buttonClass('primary', 'md')} mt-6`}>
            {t('Go to your cart')}
          </Link>
        </>
      ) : (
        <p className="mt-4 text-muted">{t('Bringing back the pieces you left...')}</p>
      )}
    </section>
  );
}
