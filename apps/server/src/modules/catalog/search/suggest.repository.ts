// What suggestions read: the types on offer with their counts (from product_facets, a few rows
// whatever the catalog's size) and the first few products of a search.
import { and, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { productFacets, products } from '../../../db/schema.ts';
import { forSale } from '../catalog.repository.ts';
import { lower } from '../category-condition.ts';
import { imagesOfProduct, type ProductImageRow } from '../product-images.repository.ts';
import { typeIs } from './search-sql.ts';

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

/** The type columns a type's name is looked up in, each with an index newest first. */
const TYPE_COLUMNS = [products.subCategory, products.parentCategory, products.masterCategory];

/**
 * The newest SUGGEST_SAMPLE products that meet `where` and, when `types` are given, are of one
 * of them. A type is an `or` over three columns, which PostgreSQL answered by walking the
 * newest-first index and testing thousands of pieces (a lehenga is one piece in thirteen of the
 * bench's catalog); for a type alone, one branch per name and column instead reads each
 * column's (name, newest first) index and stops after SUGGEST_SAMPLE (decision 023, third pass).
 */
function newestMatches(where: SQL[], types: string[]): SQL {
  const newest = sql`order by ${products.createdAt} desc nulls last, ${products.id} desc nulls last
    limit ${SUGGEST_SAMPLE}`;
  // With other conditions too (a gender, a colour), a branch may read every piece of its name
  // to find none ("men" with a women's type among the names), and one walk of the newest-first
  // index is cheaper: the branches serve a type alone, the commonest suggestion ("leh").
  if (types.length === 0 || where.length > 0) {
    const all = types.length ? [...where, typeIs(types)] : where;
    return sql`(select * from ${products} where ${and(forSale, ...all)} ${newest})`;
  }
  const branches = TYPE_COLUMNS.flatMap((column) =>
    types.map(
      (name) =>
        sql`(select * from ${products} where ${and(forSale, ...where, sql`lower(${column}) = ${name}`)} ${newest})`,
    ),
  );
  // A product may be found under two columns; distinct on its id keeps it once.
  return sql`(select * from (select distinct on (u.id) * from (${sql.join(branches, sql` union all `)}) as u
      order by u.id) as d
    order by d.created_at desc nulls last, d.id desc nulls last limit ${SUGGEST_SAMPLE})`;
}

export async function suggestProducts(
  db: Executor,
  where: SQL[],
  types: string[],
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
    .from(sql`${newestMatches(where, types)} as "products"`)
    .orderBy(
      ...rank.map((r) => sql`${r} desc`),
      sql`${products.createdAt} desc nulls last`,
      sql`${products.id} desc nulls last`,
    )
    .limit(limit);
  return rows.map(({ images, ...r }) => ({ ...r, image: images[0] ?? null }));
}
