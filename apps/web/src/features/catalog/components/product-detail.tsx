import { Heart, Minus, Plus, ShoppingBag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useCart } from '../../cart';
import { DocumentTitle, storePromises, useStoreInfo, WhatsAppChatLink } from '../../content';
import { useWishlist } from '../../wishlist';
import {
  isOnSale,
  ONE_SIZE,
  showsColourPicker,
  sizeLabel,
  type ShopProduct,
} from '../../../lib/shop-product';
import {
  canAddToCart,
  canIncrease,
  cartItemOf,
  categoryTags,
  discountPercent,
  imagesOfColour,
  needsSize,
  sizeToolsChoice,
  type SizeToolsChoice,
  soldOutIn,
  stepQuantity,
} from '../product-detail-rules';
import { ProductImage } from '../../../components/product-image';
import { StarRating } from '../../../components/ui/star-rating';
import { ProductFacts, useVariantChoice } from './variant-choice';
import { nameIn, sizeIn, t, tf } from '../../../lib/i18n';

/** What the product page shows while the product loads. */
export function ProductSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2 lg:gap-14" aria-busy="true">
      <span className="sr-only" role="status">
        {t('Loading product')}
      </span>
      <div>
        <Skeleton className="aspect-[3/4] w-full rounded-xl" />
        <div className="mt-3 flex gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-[3/4] w-20" />
          ))}
        </div>
      </div>
      <div className="space-y-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

function Gallery({ product, images: shown }: { product: ShopProduct; images: string[] }) {
  const images = shown.length > 0 ? shown : [product.image];
  const [active, setActive] = useState(0);
  const current = images[active] ?? product.image;
  return (
    <div className="md:sticky md:top-28 md:self-start">
      <ProductImage
        src={current}
        photo={product.photos?.[current]}
        alt={product.photos?.[current]?.alt || product.name}
        eager
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
        className="rounded-xl"
      />
      {images.length > 1 && (
        <ul className="mt-3 flex gap-3 overflow-x-auto pb-1" aria-label={t('More pictures')}>
          {images.map((src, index) => (
            <li key={src} className="w-16 shrink-0 sm:w-20">
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-label={tf('Show picture {n} of {count}', {
                  n: index + 1,
                  count: images.length,
                })}
                aria-pressed={index === active}
                className={cn(
                  'block w-full overflow-hidden rounded-md border-2 transition-colors',
                  index === active ? 'border-maroon-700' : 'border-transparent hover:border-line',
                )}
              >
                <ProductImage src={src} photo={product.photos?.[src]} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const optionBase =
  'relative flex h-11 min-w-11 items-center justify-center rounded-full border px-4 text-sm font-medium transition-colors';

/** Delivery, returns and payment as the store has set them (features/content/store-promises). */
function StorePromises() {
  const points = storePromises(useStoreInfo().info, true);
  return (
    <dl className="mt-10 grid gap-4 border-t border-line pt-6 text-sm sm:grid-cols-3">
      <div>
        <dt className="font-semibold text-ink">{points.shippingTitle}</dt>
        <dd className="text-muted">{t('Delivered in 0-7 working days')}</dd>
      </div>
      <div>
        <dt className="font-semibold text-ink">{t('Easy returns')}</dt>
        <dd className="text-muted">{t('Within 0-7 days of delivery')}</dd>
      </div>
      <div>
        <dt className="font-semibold text-ink">{t('Secure payments')}</dt>
        <dd className="text-muted">{points.payments}</dd>
      </div>
    </dl>
  );
}

/** The product's category tags, in Hindi on Hindi pages where the catalog names them. */
function CategoryTags({ product }: { product: ShopProduct }) {
  return (
    <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('Categories')}>
      {categoryTags(product).map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-line bg-ivory-50 px-3 py-1 text-xs font-medium text-muted"
        >
          {nameIn(product.names, tag)}
        </li>
      ))}
    </ul>
  );
}

/** The size buttons; a sold-out size is crossed out and cannot be chosen. */
function SizePicker({
  product,
  label,
  size,
  oneSize,
  onSelect,
  isAvailable,
}: {
  product: ShopProduct;
  label: string;
  size: string | undefined;
  oneSize: boolean;
  onSelect: (size: string) => void;
  /** Whether a size can be bought in the chosen colour. */
  isAvailable: (size: string) => boolean;
}) {
  return (
    <fieldset className="mt-8">
      <legend className="mb-3 text-sm font-semibold text-ink">
        {t(label)}
        {size && !oneSize && <span className="ml-2 font-normal text-muted">{size}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {product.sizes.map((option) => {
          const available = isAvailable(option);
          const selected = size === option;
          return (
            <button
              key={option}
              type="button"
              disabled={!available}
              aria-pressed={selected}
              aria-label={
                available ? sizeIn(option) : tf('{size}, sold out', { size: sizeIn(option) })
              }
              onClick={() => onSelect(option)}
              className={cn(
                optionBase,
                selected
                  ? 'border-maroon-700 bg-maroon-700 text-ivory-50'
                  : 'border-line bg-ivory-50 text-ink hover:border-maroon-700',
                !available &&
                  'cursor-not-allowed border-dashed bg-[linear-gradient(to_top_right,transparent_calc(50%-0.75px),var(--color-muted)_50%,transparent_calc(50%+0.75px))] text-muted line-through opacity-70 hover:border-line',
              )}
            >
              {sizeIn(option)}
            </button>
          );
        })}
      </div>
      {product.inStockSizes && product.sizes.some((s) => !isAvailable(s)) && (
        <p className="mt-2 text-xs text-muted">{t('Crossed-out sizes are sold out.')}</p>
      )}
    </fieldset>
  );
}

function ColourPicker({
  product,
  colour,
  onSelect,
}: {
  product: ShopProduct;
  colour: string | undefined;
  onSelect: (colour: string) => void;
}) {
  return (
    <fieldset className="mt-6">
      <legend className="mb-3 text-sm font-semibold text-ink">
        {t('Colour')}
        {colour && (
          <span className="ml-2 font-normal text-muted">{nameIn(product.names, colour)}</span>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {product.colors.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={colour === option}
            onClick={() => onSelect(option)}
            className={cn(
              optionBase,
              colour === option
                ? 'border-maroon-700 bg-maroon-700 text-ivory-50'
                : 'border-line bg-ivory-50 text-ink hover:border-maroon-700',
            )}
          >
            {nameIn(product.names, option)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function QuantityStepper({
  quantity,
  max,
  onChange,
}: {
  quantity: number;
  /** The units left of the chosen size and colour, when fewer than a line may hold. */
  max: number;
  onChange: (step: (quantity: number) => number) => void;
}) {
  return (
    <div className="mt-6">
      <span id="quantity-label" className="mb-3 block text-sm font-semibold text-ink">
        {t('Quantity')}
      </span>
      <div
        className="inline-flex items-center rounded-full border border-line bg-ivory-50"
        role="group"
        aria-labelledby="quantity-label"
      >
        <button
          type="button"
          onClick={() => onChange((q) => stepQuantity(q, -1))}
          disabled={quantity <= 1}
          aria-label={t('Decrease quantity')}
          className="flex h-11 w-11 items-center justify-center rounded-full text-maroon-700 hover:bg-maroon-50 disabled:opacity-40"
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </button>
        <span className="w-10 text-center font-semibold" aria-live="polite">
          {quantity}
        </span>
        <button
          type="button"
          onClick={() => onChange((q) => stepQuantity(q, 1, max))}
          disabled={!canIncrease(quantity, max)}
          aria-label={t('Increase quantity')}
          className="flex h-11 w-11 items-center justify-center rounded-full text-maroon-700 hover:bg-maroon-50 disabled:opacity-40"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/** The price, and on sale the crossed-out original price and the discount. */
function PriceLine({ product }: { product: ShopProduct }) {
  const onSale = isOnSale(product);
  const discount = discountPercent(product);
  return (
    <p className="mt-4 flex flex-wrap items-baseline gap-3">
      <span className="text-2xl font-semibold text-ink">{formatRupees(product.price)}</span>
      {onSale && product.originalPrice !== undefined && (
        <>
          <span className="text-lg text-muted line-through">
            <span className="sr-only">{t('Original price')} </span>
            {formatRupees(product.originalPrice)}
          </span>
          <span className="rounded-full bg-maroon-50 px-2.5 py-0.5 text-sm font-semibold text-maroon-700">
            {tf('{discount}% off', { discount })}
          </span>
        </>
      )}
    </p>
  );
}

/**
 * A product's page body (docs/product/storefront.md section 2, "Product detail"): pictures, price and
 * discount, size, colour and quantity, and Add to Cart, which needs a size where there are sizes.
 */
export function ProductDetail({
  product,
  delivery,
  sizeTools,
}: {
  product: ShopProduct;
  /** Shown under the buttons: the page puts the delivery check here. */
  delivery?: ReactNode;
  /** Under the size picker, for the colour chosen: "Size chart" and "Notify me" (issue 33). */
  sizeTools?: (chosen: SizeToolsChoice) => ReactNode;
}) {
  const navigate = useNavigate();
  const { addItem } = useCart();
  const wishlist = useWishlist();
  const hasSizes = product.sizes.length > 0;
  const oneSize = product.sizes.length === 1 && product.sizes[0] === ONE_SIZE;
  const colourChoice = showsColourPicker(product);
  const choice = useVariantChoice(product);
  const { size, colour, quantity: count, isAvailable } = choice;
  const saved = wishlist.has(product.id);
  const canAdd = canAddToCart(product, size) && (!size || isAvailable(size));
  // Sold out as a whole, or in the colour picked (its button says so, not only greyed out).
  const soldOut = soldOutIn(product, colour);

  const addToCart = () => {
    if (needsSize(product, size)) {
      toast.error(t('Please select a size'), {
        description: t('You must select a size before adding to cart'),
      });
      return;
    }
    addItem(cartItemOf(product, { size, colour, quantity: count }));
    void navigate('/cart');
  };

  const label = sizeLabel(product);

  return (
    <div className="grid gap-8 md:grid-cols-2 lg:gap-14">
      <Gallery key={colour} product={product} images={imagesOfColour(product, colour)} />
      <div>
        <DocumentTitle title={product.name} />
        {product.subCategory && (
          <p className="eyebrow">{nameIn(product.names, product.subCategory)}</p>
        )}
        <h1 className="mt-2 text-3xl leading-tight text-maroon-800 md:text-4xl">{product.name}</h1>
        <PriceLine product={product} />
        {product.rating && (
          <a href="#reviews-heading" className="mt-1 inline-block min-h-6 hover:underline">
            <StarRating average={product.rating.average} count={product.rating.count} />
          </a>
        )}
        <p className="mt-1 text-xs text-muted">{t('Inclusive of all taxes')}</p>

        <CategoryTags product={product} />

        {product.description && (
          <p className="mt-6 leading-relaxed text-ink/90">{product.description}</p>
        )}
        <ProductFacts details={product.details} />

        {hasSizes && (
          <SizePicker
            product={product}
            label={label}
            size={size}
            oneSize={oneSize}
            onSelect={choice.setSize}
            isAvailable={isAvailable}
          />
        )}

        {sizeTools?.(sizeToolsChoice(product, colour))}

        {colourChoice && (
          <ColourPicker product={product} colour={colour} onSelect={choice.chooseColour} />
        )}

        <QuantityStepper quantity={count} max={choice.max} onChange={choice.step} />

        {/* Side by side only where both fit (not in the narrow column of a 768 px tablet). */}
        <div className="mt-8 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={addToCart}
            disabled={!canAdd}
            className={buttonClass('primary', 'lg', 'grow basis-48')}
          >
            <ShoppingBag className="h-5 w-5" aria-hidden="true" />
            {t(soldOut ? 'Sold Out' : 'Add to Cart')}
          </button>
          <button
            type="button"
            onClick={() => wishlist.toggle(product)}
            aria-pressed={saved}
            className={buttonClass('outline', 'lg', 'grow basis-48')}
          >
            <Heart className={cn('h-5 w-5', saved && 'fill-current')} aria-hidden="true" />
            {t(saved ? 'In Wishlist' : 'Add to Wishlist')}
          </button>
        </div>
        {needsSize(product, size) && product.inStock && (
          <p className="mt-3 text-sm text-muted">{t('Select a size to add this to your cart.')}</p>
        )}
        <WhatsAppChatLink
          text={`Hello, I have a question about "${product.name}" (product ${product.id}).`}
          className="mt-3 w-full"
        />
        {delivery}

        <StorePromises />
      </div>
    </div>
  );
}
