// What the admin's complete product form (issue 33) keeps beside the description: the HSN code
// for GST, fabric, care, and for sarees the drape's length and whether a blouse piece comes with
// it; and the Hindi title and description. Null everywhere means "not said".
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { stockOfProduct, type StockRow } from './stock.repository.ts';

export interface ProductDetails {
  /** The Hindi title and description (docs/decisions/032). */
  titleHi: string | null;
  descriptionHi: string | null;
  hsn: string | null;
  fabric: string | null;
  care: string | null;
  sareeLengthCm: number | null;
  blousePiece: boolean | null;
}

/** The columns to select for them. */
export const productDetailColumns = {
  titleHi: products.titleHi,
  descriptionHi: products.descriptionHi,
  hsn: products.hsn,
  fabric: products.fabric,
  care: products.care,
  sareeLengthCm: products.sareeLengthCm,
  blousePiece: products.blousePiece,
};

/** What only a product's own page shows: its stock rows and the owner's details (issue 33). */
export async function findProductPageExtras(
  db: Executor,
  id: number,
): Promise<(ProductDetails & { stock: StockRow[] }) | null> {
  const rows = await db
    .select({ ...productDetailColumns, stock: stockOfProduct() })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * What a back-in-stock mail needs of each product: its titles, sizes, colours and stock rows
 * (docs/decisions/033-colour-variants.md). Products not on sale are left out.
 */
export async function findProductsStock(
  db: Executor,
  ids: number[],
): Promise<
  {
    id: number;
    title: string;
    titleHi: string | null;
    sizes: string[];
    colors: string[];
    stock: StockRow[];
  }[]
> {
  if (ids.length === 0) return [];
  return (
    db
      .select({
        id: products.id,
        title: products.title,
        titleHi: products.titleHi,
        sizes: products.sizes,
        colors: products.colors,
        stock: stockOfProduct(),
      })
      .from(products)
      // Only products on sale (as catalog.repository.ts's forSale, not imported: it imports this file).
      .where(and(inArray(products.id, ids), eq(products.status, 'active')))
  );
}
