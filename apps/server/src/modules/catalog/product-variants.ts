// What a product's own page adds to the product's wire shape (docs/decisions/033-colour-variants.md):
// every size in every colour with whether it can be bought (and how many are left when fewer
// than one cart line may hold), and the fabric, care and saree details the owner wrote.
import { MAX_LINE_QUANTITY, ONE_SIZE, type Product } from '@store/contract';
import type { ProductDetails } from './product-details.ts';
import type { StockRow } from './stock.repository.ts';

type Variants = NonNullable<Product['variants']>;

/**
 * The product's variants from its stock rows. Stock not kept per colour (rows of colour '')
 * gives every colour the size's count; a variant without a row is sold out.
 */
export function variantsOf(
  product: { sizes: string[]; colors: string[] },
  stock: StockRow[],
): Variants {
  const count = new Map(stock.map((r) => [JSON.stringify([r.size, r.color]), r.quantity]));
  const perColour = stock.some((r) => r.color !== '');
  const sizes = product.sizes.length ? product.sizes : [ONE_SIZE];
  const colors = product.colors.length ? product.colors : [''];
  return sizes.flatMap((size) =>
    colors.map((color) => {
      const left = count.get(JSON.stringify([size, perColour ? color : ''])) ?? 0;
      return {
        size,
        color,
        inStock: left > 0,
        ...(left > 0 && left < MAX_LINE_QUANTITY ? { left } : {}),
      };
    }),
  );
}

function detailsOf(d: ProductDetails): NonNullable<Product['details']> {
  return {
    ...(d.fabric ? { fabric: d.fabric } : {}),
    ...(d.care ? { care: d.care } : {}),
    ...(d.sareeLengthCm !== null ? { sareeLength: d.sareeLengthCm / 100 } : {}),
    ...(d.blousePiece !== null ? { blousePiece: d.blousePiece } : {}),
  };
}

export function pageExtras(
  product: { sizes: string[]; colors: string[] },
  extras: ProductDetails & { stock: StockRow[] },
): Pick<Product, 'variants' | 'details'> {
  const details = detailsOf(extras);
  return {
    variants: variantsOf(product, extras.stock),
    ...(Object.keys(details).length ? { details } : {}),
  };
}
