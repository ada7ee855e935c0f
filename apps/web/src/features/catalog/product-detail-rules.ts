import { MAX_LINE_QUANTITY, type AddToCartInput } from '../cart';
import {
  isOnSale,
  isSizeInStock,
  preselectedOption,
  type ShopProduct,
} from '../../lib/shop-product';

/** What the shopper has chosen on a product's page. */
export interface ProductChoice {
  size: string | undefined;
  colour: string | undefined;
  quantity: number;
}

/** The whole-number percentage off the regular price, 0 when the product is not on sale. */
export function discountPercent(product: Pick<ShopProduct, 'price' | 'originalPrice'>): number {
  if (!isOnSale(product) || !product.originalPrice) return 0;
  return Math.round((1 - product.price / product.originalPrice) * 100);
}

/**
 * Whether a size can be bought in a colour: the product page's variants say so per colour
 * (docs/decisions/033-colour-variants.md); without them, the product's sizes in stock.
 */
export function inStockIn(product: ShopProduct, size: string, colour: string | undefined): boolean {
  const variant = product.variants?.find(
    (v) => v.size === size && (colour === undefined || v.color === colour),
  );
  return variant ? variant.inStock : isSizeInStock(product, size);
}

/**
 * Whether nothing of the piece can be bought in a colour (in any size): "Notify me" then offers
 * the colour as a whole. Without variants, whether the piece is sold out.
 */
export function soldOutIn(product: ShopProduct, colour: string | undefined): boolean {
  if (!product.variants) return !product.inStock;
  return product.variants
    .filter((v) => colour === undefined || v.color === colour)
    .every((v) => !v.inStock);
}

/** What the size tools under the size picker are given: the colour chosen and what it lacks. */
export interface SizeToolsChoice {
  colour: string | undefined;
  /** The sizes sold out in the chosen colour. */
  soldOutSizes: string[];
  /** Whether no size can be bought in the chosen colour. */
  soldOut: boolean;
}

/** The colour chosen, the sizes sold out in it, and whether all of it is gone. */
export function sizeToolsChoice(product: ShopProduct, colour: string | undefined): SizeToolsChoice {
  return {
    colour,
    soldOutSizes: product.sizes.filter((size) => !inStockIn(product, size, colour)),
    soldOut: soldOutIn(product, colour),
  };
}

/** The most the quantity picker offers: a line's maximum, or the units left when fewer. */
export function maxQuantity(
  product: ShopProduct,
  size: string | undefined,
  colour: string | undefined,
): number {
  const variant = product.variants?.find((v) => v.size === size && v.color === (colour ?? ''));
  return Math.min(MAX_LINE_QUANTITY, variant?.left ?? MAX_LINE_QUANTITY);
}

/** The pictures of a colour: its own and those of every colour (all, when none is its own). */
export function imagesOfColour(product: ShopProduct, colour: string | undefined): string[] {
  const tied = product.photoColours ?? {};
  const shown = product.images.filter((src) => !tied[src] || tied[src] === colour);
  return shown.length ? shown : product.images;
}

/** A single size (One Size among them) starts chosen, unless it is sold out. */
export function initialSize(product: ShopProduct): string | undefined {
  const only = preselectedOption(product.sizes);
  return only && inStockIn(product, only, initialColour(product)) ? only : undefined;
}

/**
 * The first colour starts chosen: the store only takes an order for a product with several
 * colours when one is named, and unlike a size there is no wrong one to fall into.
 */
export function initialColour(product: Pick<ShopProduct, 'colors'>): string | undefined {
  return product.colors[0];
}

/** A product with sizes needs one chosen; a sold-out product cannot be added at all. */
export function canAddToCart(
  product: Pick<ShopProduct, 'inStock' | 'sizes'>,
  size: string | undefined,
): boolean {
  return product.inStock && (product.sizes.length === 0 || size !== undefined);
}

/** Whether the size must still be chosen before the product can go into the cart. */
export function needsSize(product: Pick<ShopProduct, 'sizes'>, size: string | undefined): boolean {
  return product.sizes.length > 0 && !size;
}

/** The quantity after a step of +1 or -1, kept between 1 and `max` (the cart's line maximum). */
export function stepQuantity(quantity: number, step: 1 | -1, max = MAX_LINE_QUANTITY): number {
  return Math.min(max, Math.max(1, quantity + step));
}

export function canIncrease(quantity: number, max = MAX_LINE_QUANTITY): boolean {
  return quantity < max;
}

/** The cart line a product's page adds: its price now, with what the shopper chose. */
export function cartItemOf(product: ShopProduct, choice: ProductChoice): AddToCartInput {
  return {
    id: product.id,
    name: product.name,
    image: product.image,
    price: product.price,
    quantity: choice.quantity,
    selectedSize: choice.size,
    selectedColor: choice.colour,
    // A Hindi page's names of the product's values: the cart shows its colour by them.
    names: product.names,
  };
}

/** The product's category tags, each once, without empty ones. */
export function categoryTags(
  product: Pick<ShopProduct, 'category' | 'masterCategory' | 'parentCategory'>,
): string[] {
  return [product.category, product.masterCategory, product.parentCategory].filter(
    (tag, i, all) => tag && all.indexOf(tag) === i,
  );
}
