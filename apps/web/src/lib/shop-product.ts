import type { Product, ProductVariant } from '@store/contract';
import { ONE_SIZE } from '@store/contract/storefront-reads';

// Below the features: the catalog lists these products, the wishlist keeps them and the cart and
// checkout show their pictures, so the shape lives where all of them may import it.

/**
 * A product as the shop uses it (docs/product/storefront.md section 3, "as used"), mapped from the wire shape. Image
 * URLs are already absolute; `image` may be '' when the API has none (the card shows a fallback).
 */
export interface ShopProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  /** The regular price, only when a discounted price is being charged. */
  originalPrice?: number;
  image: string;
  images: string[];
  /** The photo behind each of `images`, by its URL (only the owner's photos have one). */
  photos?: Record<string, ShopPhoto>;
  featured: boolean;
  sizes: string[];
  /** Purchasable sizes; undefined when the API did not say (then every size can be bought). */
  inStockSizes?: string[];
  colors: string[];
  category: string;
  masterCategory: string;
  subCategory: string;
  parentCategory: string;
  gender: string;
  inStock: boolean;
  /** Approved reviews' average stars and count; absent before the first review. */
  rating?: { average: number; count: number };
  /**
   * Only on the product's own page (features/catalog/api/get-product.ts): each size in each
   * colour, the colour each photo shows, and the owner's fabric, care and saree details.
   */
  variants?: ProductVariant[];
  photoColours?: Record<string, string>;
  details?: Product['details'];
  /** Hindi names of its category, type and colour values (Hindi pages only): nameIn(). */
  names?: Readonly<Record<string, string>>;
}

/**
 * A photo the owner uploaded, ready for `<picture>`: a srcset per format (URLs absolute), its
 * size for the width and height attributes, and its alt text. The drawn art has none of this.
 */
export interface ShopPhoto {
  srcset: { avif: string; webp: string };
  width: number;
  height: number;
  alt: string;
}

export { ONE_SIZE };

/** Each URL of a srcset ("url 320w, url 640w") resolved against the API. */
function resolveSrcset(srcset: string, resolveUrl: (url: string) => string): string {
  return srcset
    .split(',')
    .map((entry) => {
      const [url = '', descriptor = ''] = entry.trim().split(/\s+/);
      return `${resolveUrl(url)} ${descriptor}`.trim();
    })
    .join(', ');
}
const SIZE_KEYS = new Set(['size', 'sizes']);
const COLOUR_KEYS = new Set(['color', 'colour', 'colours', 'colors']);

function attributeValues(product: Product, keys: Set<string>): string[] {
  const values: string[] = [];
  for (const attribute of product.attributes ?? []) {
    if (!keys.has(attribute.key.trim().toLowerCase())) continue;
    for (const raw of attribute.value ?? []) {
      // Some catalogues send "S,M,L" as one value.
      for (const part of String(raw).split(',')) {
        const value = part.trim();
        if (value && !values.includes(value)) values.push(value);
      }
    }
  }
  return values;
}

function hasAttribute(product: Product, key: string): boolean {
  return (product.attributes ?? []).some((a) => a.key.trim().toLowerCase() === key.toLowerCase());
}

function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * docs/product/storefront.md section 3: price is the discounted price if present, else the regular price, else 0;
 * originalPrice is the regular price only when a discounted price exists.
 */
export function toShopProduct(wire: Product, resolveUrl: (url: string) => string): ShopProduct {
  const regular = toNumber(wire.regularPrice);
  const discounted = toNumber(wire.discountedPrice);
  const price = discounted ?? regular ?? 0;
  const originalPrice = discounted !== undefined && regular !== undefined ? regular : undefined;

  const images = (wire.images ?? []).map((image) => resolveUrl(image.url)).filter(Boolean);
  const image = resolveUrl(wire.imgUrl) || images[0] || '';
  const gallery = image && !images.includes(image) ? [image, ...images] : images;
  const photos: Record<string, ShopPhoto> = {};
  for (const picture of wire.images ?? []) {
    if (!picture.srcset || !picture.width || !picture.height) continue;
    photos[resolveUrl(picture.url)] = {
      srcset: {
        avif: resolveSrcset(picture.srcset.avif, resolveUrl),
        webp: resolveSrcset(picture.srcset.webp, resolveUrl),
      },
      width: picture.width,
      height: picture.height,
      alt: picture.alt ?? '',
    };
  }

  const featuredValues = (wire.attributes ?? [])
    .filter((a) => a.key.trim().toLowerCase() === 'featured')
    .flatMap((a) => a.value.map((v) => String(v).trim().toLowerCase()));

  return {
    id: wire.id,
    name: wire.title ?? '',
    description: wire.description ?? '',
    price,
    originalPrice,
    image,
    images: gallery,
    ...(Object.keys(photos).length ? { photos } : {}),
    featured: featuredValues.includes('true'),
    sizes: attributeValues(wire, SIZE_KEYS),
    inStockSizes: hasAttribute(wire, 'inStockSizes')
      ? attributeValues(wire, new Set(['instocksizes']))
      : undefined,
    colors: attributeValues(wire, COLOUR_KEYS),
    category: wire.category ?? '',
    masterCategory: wire.masterCategory ?? '',
    subCategory: wire.subCategory ?? '',
    parentCategory: wire.parentCategory ?? '',
    gender: wire.gender ?? '',
    inStock: wire.inStock ?? true,
    ...(wire.rating ? { rating: wire.rating } : {}),
    ...(wire.names ? { names: wire.names } : {}),
  };
}

export function isOnSale(product: Pick<ShopProduct, 'price' | 'originalPrice'>): boolean {
  return product.originalPrice !== undefined && product.price < product.originalPrice;
}

export function isSizeInStock(product: ShopProduct, size: string): boolean {
  if (!product.inStock) return false;
  return product.inStockSizes === undefined || product.inStockSizes.includes(size);
}

/** docs/product/storefront.md section 2: 'Shoe Size' for footwear, 'Size' for One Size, else 'Clothing Size'. */
export function sizeLabel(
  product: Pick<ShopProduct, 'subCategory' | 'description' | 'sizes'>,
): string {
  const sub = product.subCategory.toLowerCase();
  if (sub.includes('footwear') || sub.includes('shoes') || /shoe/i.test(product.description)) {
    return 'Shoe Size';
  }
  if (product.sizes.length === 1 && product.sizes[0] === ONE_SIZE) return 'Size';
  return 'Clothing Size';
}

/** A first colour 'Default' means the product has no real colour choice. */
export function showsColourPicker(product: Pick<ShopProduct, 'colors'>): boolean {
  return product.colors.length > 0 && product.colors[0]?.toLowerCase() !== 'default';
}

/** The options a product card (or One Size) can choose without asking: only a single option. */
export function preselectedOption(options: string[]): string | undefined {
  return options.length === 1 ? options[0] : undefined;
}
