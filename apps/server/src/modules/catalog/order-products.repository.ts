// What stock moves and orders read of a product (inventory.service.ts): its sizes, and its
// title, price now, sizes, colours and categories. Moved out of catalog.repository.ts to keep it
// within the house's file length.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { forSale } from './catalog.repository.ts';

export async function findProductSizes(
  db: Executor,
  id: number,
): Promise<{ id: number; title: string; sizes: string[]; colors: string[] } | null> {
  const { title, sizes, colors } = products;
  const rows = await db
    .select({ id: products.id, title, sizes, colors })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** What an order needs of a product: its title, its price now, its sizes and colours. */
export interface ProductForOrder {
  id: number;
  title: string;
  pricePaise: number;
  sizes: string[];
  colors: string[];
  /** Category, parent category and sub-category, for offer codes limited to some. */
  categories: string[];
}

export async function findProductsForOrder(
  db: Executor,
  ids: number[],
): Promise<ProductForOrder[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      title: products.title,
      pricePaise: products.pricePaise,
      sizes: products.sizes,
      colors: products.colors,
      categories: sql<
        string[]
      >`array[${products.category}, ${products.parentCategory}, ${products.subCategory}]`,
    })
    .from(products)
    .where(and(inArray(products.id, ids), forSale));
}
