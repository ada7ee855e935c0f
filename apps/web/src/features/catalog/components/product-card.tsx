import { Eye, Heart, ShoppingBag } from 'lucide-react';
import { Link } from '../../../components/ui/link';
import { formatRupees } from '../../../lib/money';
import { cn } from '../../../lib/cn';
import { useCart } from '../../cart';
import { useWishlist } from '../../wishlist';
import {
  isOnSale,
  isSizeInStock,
  preselectedOption,
  type ShopProduct,
} from '../../../lib/shop-product';
import { ProductImage } from '../../../components/product-image';
import { StarRating } from '../../../components/ui/star-rating';
import { nameIn, t, tf } from '../../../lib/i18n';

/**
 * docs/product/storefront.md section 2, product card: picture and name link to the product; on hover (or keyboard
 * focus) Add to Cart, a wishlist heart and a quick-view eye appear. Touch screens, which cannot
 * hover, always show them as three round buttons.
 */
export function ProductCard({ product, eager = false }: { product: ShopProduct; eager?: boolean }) {
  const { addItem } = useCart();
  const wishlist = useWishlist();
  const saved = wishlist.has(product.id);
  const href = `/product/${product.id}`;
  const onSale = isOnSale(product);
  const soldOut = !product.inStock;

  // docs/product/storefront.md: quantity 1, and a size or colour only when there is just one. With several, the
  // cart keeps the choices and asks for one before checkout.
  const addToCart = () => {
    const selectedSize = preselectedOption(product.sizes);
    const selectedColor = preselectedOption(product.colors);
    const sizeOptions = product.sizes.filter((size) => isSizeInStock(product, size));
    addItem({
      id: product.id,
      name: product.name,
      image: product.image,
      price: product.price,
      quantity: 1,
      selectedSize,
      selectedColor,
      ...(selectedSize === undefined && sizeOptions.length > 0 ? { sizeOptions } : {}),
      ...(selectedColor === undefined && product.colors.length > 0
        ? { colorOptions: product.colors }
        : {}),
      names: product.names,
    });
  };

  return (
    <article className="group relative flex flex-col">
      <div className="relative overflow-hidden rounded-lg bg-ivory-200 shadow-[0_1px_0_rgba(63,17,26,0.06)]">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
          <ProductImage
            src={product.image}
            photo={product.photos?.[product.image]}
            alt=""
            eager={eager}
            sizes="(min-width: 1280px) 300px, (min-width: 768px) 32vw, 50vw"
            imgClassName="transition-transform duration-500 ease-gentle group-hover:scale-105"
          />
        </Link>
        {onSale && (
          <span className="absolute left-2 top-2 rounded-full bg-maroon-700 px-2.5 py-1 text-[0.6875rem] font-semibold uppercase tracking-wider text-ivory-50">
            {t('Sale')}
          </span>
        )}
        {soldOut && (
          <span className="absolute left-2 bottom-2 rounded-full bg-ink/80 px-2.5 py-1 text-[0.6875rem] font-semibold uppercase tracking-wider text-ivory-50">
            {t('Sold out')}
          </span>
        )}
        <CardActions
          product={product}
          href={href}
          soldOut={soldOut}
          saved={saved}
          onAdd={addToCart}
          onToggle={() => wishlist.toggle(product)}
        />
      </div>
      <CardInfo product={product} href={href} onSale={onSale} />
    </article>
  );
}

/** The wishlist heart, the quick-view eye and Add to Cart over the picture. */
function CardActions({
  product,
  href,
  soldOut,
  saved,
  onAdd,
  onToggle,
}: {
  product: ShopProduct;
  href: string;
  soldOut: boolean;
  saved: boolean;
  onAdd: () => void;
  onToggle: () => void;
}) {
  return (
    <>
      <div
        className={cn(
          'absolute right-2 top-2 flex flex-col gap-2 transition-opacity duration-200',
          'opacity-100 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:opacity-100',
        )}
      >
        <button
          type="button"
          onClick={onToggle}
          aria-pressed={saved}
          aria-label={tf(saved ? 'Remove {name} from wishlist' : 'Add {name} to wishlist', {
            name: product.name,
          })}
          className="flex h-9 w-9 items-center justify-center rounded-full bg-ivory-50/95 text-maroon-700 shadow-sm hover:bg-ivory-50"
        >
          <Heart className={cn('h-4 w-4', saved && 'fill-maroon-700')} aria-hidden="true" />
        </button>
        <Link
          to={href}
          aria-label={tf('View {name}', { name: product.name })}
          className="flex h-9 w-9 items-center justify-center rounded-full bg-ivory-50/95 text-maroon-700 shadow-sm hover:bg-ivory-50"
        >
          <Eye className="h-4 w-4" aria-hidden="true" />
        </Link>
        {!soldOut && (
          // Touch screens have no hover: a round bag button keeps the picture uncovered.
          <button
            type="button"
            onClick={onAdd}
            aria-label={tf('Add {name} to cart', { name: product.name })}
            className="flex h-9 w-9 items-center justify-center rounded-full bg-maroon-700 text-ivory-50 shadow-sm hover:bg-maroon-800 [@media(hover:hover)]:hidden"
          >
            <ShoppingBag className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </div>
      {!soldOut && (
        <div
          className={cn(
            'absolute inset-x-2 bottom-2 transition-all duration-200 [@media(hover:none)]:hidden',
            '[@media(hover:hover)]:translate-y-2 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:translate-y-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:translate-y-0 [@media(hover:hover)]:group-focus-within:opacity-100',
          )}
        >
          <button
            type="button"
            onClick={onAdd}
            aria-label={tf('Add {name} to cart', { name: product.name })}
            className="flex h-9 w-full items-center justify-center gap-1.5 rounded-full bg-maroon-700/95 text-xs font-semibold tracking-wide text-ivory-50 shadow hover:bg-maroon-800 sm:h-10 sm:text-sm"
          >
            <ShoppingBag className="h-4 w-4" aria-hidden="true" />
            {t('Add to Cart')}
          </button>
        </div>
      )}
    </>
  );
}

/** The type, the name, the stars and the price under the picture. */
function CardInfo({
  product,
  href,
  onSale,
}: {
  product: ShopProduct;
  href: string;
  onSale: boolean;
}) {
  return (
    <div className="mt-3 flex flex-1 flex-col gap-1 px-0.5">
      {product.subCategory && (
        <p className="text-[0.6875rem] font-semibold uppercase tracking-[0.14em] text-gold-700">
          {nameIn(product.names, product.subCategory)}
        </p>
      )}
      <h3 className="font-sans text-sm font-medium leading-snug text-ink sm:text-[0.9375rem]">
        <Link to={href} className="line-clamp-2 hover:text-maroon-700">
          {product.name}
        </Link>
      </h3>
      {product.rating && (
        <StarRating average={product.rating.average} count={product.rating.count} />
      )}
      <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
        <span className="font-semibold text-maroon-800">{formatRupees(product.price)}</span>
        {onSale && product.originalPrice !== undefined && (
          <span className="text-xs text-muted line-through">
            <span className="sr-only">{t('Was')} </span>
            {formatRupees(product.originalPrice)}
          </span>
        )}
      </p>
    </div>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <div className="aspect-[3/4] animate-pulse rounded-lg bg-ivory-200" />
      <div className="mt-3 h-3 w-1/3 animate-pulse rounded bg-ivory-200" />
      <div className="mt-2 h-4 w-4/5 animate-pulse rounded bg-ivory-200" />
      <div className="mt-2 h-4 w-1/4 animate-pulse rounded bg-ivory-200" />
    </div>
  );
}
