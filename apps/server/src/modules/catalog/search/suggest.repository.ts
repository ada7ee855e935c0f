// What suggestions read: the types on offer with their counts (from product_facets, a few rows
// whatever the catalog's size) and the first few products of a search.
import { and, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { productFacets, products } from '../../../db/schema.ts';
import { forSale } from '../catalog.repository.ts';
import { lower } from '../category-condition.ts';
import { imagesOfProduct, type ProductImageRow } from '../product-images.repository.ts';

/** Types for sale (of one gender and unisex, when given), most pieces first. */
export async function typesOnOffer(
  db: Executor,
  gender: string | null,
): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: productFacets.subCategory, count: sql<number>`sum(${productFacets.n})::int` })
    .from(productFacets)
    .where(
      and(
        gt(productFacets.n, 0),
        gender ? inArray(lower(productFacets.gender), [gender, 'unisex']) : undefined,
      ),
    )
    .groupBy(productFacets.subCategory)
    .orderBy(sql`sum(${productFacets.n}) desc`, productFacets.subCategory);
}

/** How many of a suggestion's newest matches are ranked. */
const SUGGEST_SAMPLE = 200;

export interface SuggestedProduct {
  id: number;
  title: string;
  pricePaise: number;
  revision: number;
  image: ProductImageRow | null;
}

export async function suggestProducts(
  db: Executor,
  where: SQL[],
  rank: SQL[],
  limit: number,
  hindi = false,
): Promise<SuggestedProduct[]> {
  const rows = await db
    .select({
      // Spelled out: drizzle checks column objects against the FROM, which here is the sample.
      id: sql<number>`"products"."id"`,
      title: hindi
        ? sql<string>`coalesce(nullif("products"."title_hi", ''), "products"."title")`
        : sql<string>`"products"."title"`,
      pricePaise: sql<number>`"products"."price_paise"`,
      revision: sql<number>`"products"."revision"`,
      images: imagesOfProduct(),
    })
    // Ranked among the newest SUGGEST_SAMPLE matches only: at 100,000 products a type matches
    // thousands, and ranking them all cost more than a suggestion may.
    .from(
      sql`(select * from ${products} where ${and(forSale, ...where)}
        order by ${products.createdAt} desc nulls last, ${products.id} desc nulls last
        limit ${SUGGEST_SAMPLE}) as "products"`,
    )
    .orderBy(
      ...rank,
      sql`${products.createdAt} desc nulls last`,
      sql`${products.id} desc nulls last`,
    )
    .limit(limit);
  return rows.map(({ images, ...r }) => ({ ...r, image: images[0] ?? null }));
}
