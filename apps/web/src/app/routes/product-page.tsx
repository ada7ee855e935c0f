import { ArrowLeft, Heart, Minus, Plus, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { toast } from '../../lib/toast';
import { buttonClass } from '../../components/ui/button-styles';
import { DocumentTitle } from '../../components/ui/document-title';
import { PageShell } from '../../components/ui/page-shell';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatRupees } from '../../lib/money';
import { useProduct } from '../../features/catalog/api/get-product';
import { ProductImage } from '../../features/catalog/components/product-image';
import {
  isOnSale,
  isSizeInStock,
  ONE_SIZE,
  preselectedOption,
  showsColourPicker,
  sizeLabel,
  type ShopProduct,
} from '../../features/catalog/product';
import { useCart } from '../../features/cart/cart-context';
import { MAX_LINE_QUANTITY } from '../../features/cart/cart-reducer';
import { useWishlist } from '../../features/wishlist/wishlist-context';

function ProductSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2 lg:gap-14" aria-busy="true">
      <span className="sr-only" role="status">
        Loading product
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

function NotFound({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <DocumentTitle title="Product Not Found" />
      <h1 className="text-3xl text-maroon-800">Product Not Found</h1>
      <p className="mt-3 text-muted">{message}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        Return to Home
      </Link>
    </div>
  );
}

function Gallery({ product }: { product: ShopProduct }) {
  const images = product.images.length > 0 ? product.images : [product.image];
  const [active, setActive] = useState(0);
  const current = images[active] ?? product.image;
  return (
    <div className="md:sticky md:top-28 md:self-start">
      <ProductImage src={current} alt={product.name} eager className="rounded-xl" />
      {images.length > 1 && (
        <ul className="mt-3 flex gap-3 overflow-x-auto pb-1" aria-label="More pictures">
          {images.map((src, index) => (
            <li key={src} className="w-16 shrink-0 sm:w-20">
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-pressed={index === active}
                className={cn(
                  'block w-full overflow-hidden rounded-md border-2 transition-colors',
                  index === active ? 'border-maroon-700' : 'border-transparent hover:border-line',
                )}
              >
                <ProductImage src={src} alt="" />
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

function ProductDetail({ product }: { product: ShopProduct }) {
  const navigate = useNavigate();
  const { addItem } = useCart();
  const wishlist = useWishlist();
  const hasSizes = product.sizes.length > 0;
  const oneSize = product.sizes.length === 1 && product.sizes[0] === ONE_SIZE;
  const [size, setSize] = useState<string | undefined>(() => {
    const only = preselectedOption(product.sizes);
    return only && isSizeInStock(product, only) ? only : undefined;
  });
  const colourChoice = showsColourPicker(product);
  // The first colour starts chosen (shown pressed, and named beside 'Colour'): the store only
  // takes an order for a product with several colours when one is named, and unlike a size
  // there is no wrong one to fall into.
  const [colour, setColour] = useState<string | undefined>(() => product.colors[0]);
  const [quantity, setQuantity] = useState(1);
  const saved = wishlist.has(product.id);
  const onSale = isOnSale(product);
  const canAdd = product.inStock && (!hasSizes || size !== undefined);

  const addToCart = () => {
    if (hasSizes && !size) {
      toast.error('Please select a size', {
        description: 'You must select a size before adding to cart',
      });
      return;
    }
    addItem({
      id: product.id,
      name: product.name,
      image: product.image,
      price: product.price,
      quantity,
      selectedSize: size,
      selectedColor: colour,
    });
    void navigate('/cart');
  };

  const label = sizeLabel(product);
  const discount =
    onSale && product.originalPrice
      ? Math.round((1 - product.price / product.originalPrice) * 100)
      : 0;

  return (
    <div className="grid gap-8 md:grid-cols-2 lg:gap-14">
      <Gallery product={product} />
      <div>
        <DocumentTitle title={product.name} />
        {product.subCategory && <p className="eyebrow">{product.subCategory}</p>}
        <h1 className="mt-2 text-3xl leading-tight text-maroon-800 md:text-4xl">{product.name}</h1>
        <p className="mt-4 flex flex-wrap items-baseline gap-3">
          <span className="text-2xl font-semibold text-ink">{formatRupees(product.price)}</span>
          {onSale && product.originalPrice !== undefined && (
            <>
              <span className="text-lg text-muted line-through">
                <span className="sr-only">Original price </span>
                {formatRupees(product.originalPrice)}
              </span>
              <span className="rounded-full bg-maroon-50 px-2.5 py-0.5 text-sm font-semibold text-maroon-700">
                {discount}% off
              </span>
            </>
          )}
        </p>
        <p className="mt-1 text-xs text-muted">Inclusive of all taxes</p>

        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Categories">
          {[product.category, product.masterCategory, product.parentCategory]
            .filter((tag, i, all) => tag && all.indexOf(tag) === i)
            .map((tag) => (
              <li
                key={tag}
                className="rounded-full border border-line bg-ivory-50 px-3 py-1 text-xs font-medium text-muted"
              >
                {tag}
              </li>
            ))}
        </ul>

        {product.description && (
          <p className="mt-6 leading-relaxed text-ink/90">{product.description}</p>
        )}

        {hasSizes && (
          <fieldset className="mt-8">
            <legend className="mb-3 text-sm font-semibold text-ink">
              {label}
              {size && !oneSize && <span className="ml-2 font-normal text-muted">{size}</span>}
            </legend>
            <div className="flex flex-wrap gap-2">
              {product.sizes.map((option) => {
                const available = isSizeInStock(product, option);
                const selected = size === option;
                return (
                  <button
                    key={option}
                    type="button"
                    disabled={!available}
                    aria-pressed={selected}
                    aria-label={available ? option : `${option}, sold out`}
                    onClick={() => setSize(option)}
                    className={cn(
                      optionBase,
                      selected
                        ? 'border-maroon-700 bg-maroon-700 text-ivory-50'
                        : 'border-line bg-ivory-50 text-ink hover:border-maroon-700',
                      !available &&
                        'cursor-not-allowed border-dashed bg-[linear-gradient(to_top_right,transparent_calc(50%-0.75px),var(--color-muted)_50%,transparent_calc(50%+0.75px))] text-muted line-through opacity-70 hover:border-line',
                    )}
                  >
                    {option}
                  </button>
                );
              })}
            </div>
            {product.inStockSizes && product.sizes.some((s) => !isSizeInStock(product, s)) && (
              <p className="mt-2 text-xs text-muted">Crossed-out sizes are sold out.</p>
            )}
          </fieldset>
        )}

        {colourChoice && (
          <fieldset className="mt-6">
            <legend className="mb-3 text-sm font-semibold text-ink">
              Colour
              {colour && <span className="ml-2 font-normal text-muted">{colour}</span>}
            </legend>
            <div className="flex flex-wrap gap-2">
              {product.colors.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={colour === option}
                  onClick={() => setColour(option)}
                  className={cn(
                    optionBase,
                    colour === option
                      ? 'border-maroon-700 bg-maroon-700 text-ivory-50'
                      : 'border-line bg-ivory-50 text-ink hover:border-maroon-700',
                  )}
                >
                  {option}
                </button>
              ))}
            </div>
          </fieldset>
        )}

        <div className="mt-6">
          <span id="quantity-label" className="mb-3 block text-sm font-semibold text-ink">
            Quantity
          </span>
          <div
            className="inline-flex items-center rounded-full border border-line bg-ivory-50"
            role="group"
            aria-labelledby="quantity-label"
          >
            <button
              type="button"
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              disabled={quantity <= 1}
              aria-label="Decrease quantity"
              className="flex h-11 w-11 items-center justify-center rounded-full text-maroon-700 hover:bg-maroon-50 disabled:opacity-40"
            >
              <Minus className="h-4 w-4" aria-hidden="true" />
            </button>
            <span className="w-10 text-center font-semibold" aria-live="polite">
              {quantity}
            </span>
            <button
              type="button"
              onClick={() => setQuantity((q) => Math.min(MAX_LINE_QUANTITY, q + 1))}
              disabled={quantity >= MAX_LINE_QUANTITY}
              aria-label="Increase quantity"
              className="flex h-11 w-11 items-center justify-center rounded-full text-maroon-700 hover:bg-maroon-50 disabled:opacity-40"
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        </div>

        {/* Side by side only where both fit (not in the narrow column of a 768 px tablet). */}
        <div className="mt-8 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={addToCart}
            disabled={!canAdd}
            className={buttonClass('primary', 'lg', 'grow basis-48')}
          >
            <ShoppingBag className="h-5 w-5" aria-hidden="true" />
            {product.inStock ? 'Add to Cart' : 'Sold Out'}
          </button>
          <button
            type="button"
            onClick={() => wishlist.toggle(product)}
            aria-pressed={saved}
            className={buttonClass('outline', 'lg', 'grow basis-48')}
          >
            <Heart className={cn('h-5 w-5', saved && 'fill-current')} aria-hidden="true" />
            {saved ? 'In Wishlist' : 'Add to Wishlist'}
          </button>
        </div>
        {hasSizes && !size && product.inStock && (
          <p className="mt-3 text-sm text-muted">Select a size to add this to your cart.</p>
        )}

        <dl className="mt-10 grid gap-4 border-t border-line pt-6 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-ink">Free shipping</dt>
            <dd className="text-muted">Delivered in 0-7 working days</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">Easy returns</dt>
            <dd className="text-muted">Within 0-7 days of delivery</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">Secure payments</dt>
            <dd className="text-muted">UPI, cards and net banking</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}

export default function ProductPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);

  const goBack = () => {
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate('/products');
  };

  let body;
  if (!id) body = <NotFound message="Product not found" />;
  else if (product.isPending) body = <ProductSkeleton />;
  else if (product.isError || !product.data) {
    const message =
      product.error instanceof ApiError && product.error.status >= 400 && product.error.status < 500
        ? 'Product not found'
        : 'Failed to load product details';
    body = <NotFound message={message} />;
  } else body = <ProductDetail key={product.data.id} product={product.data} />;

  return (
    <PageShell>
      <button
        type="button"
        onClick={goBack}
        className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-maroon-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back
      </button>
      {body}
    </PageShell>
  );
}
