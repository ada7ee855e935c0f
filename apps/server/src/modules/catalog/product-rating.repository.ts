// The stars a product's cards show: the count and the star total of its approved reviews, kept on
// the product row by the reviews module (through catalog.service writeProductRatingOf).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from './schema.ts';

export async function writeProductRating(
  tx: Executor,
  productId: number,
  count: number,
  total: number,
): Promise<void> {
  await tx
    .update(products)
    .set({ reviewCount: count, ratingTotal: total })
    .where(eq(products.id, productId));
}
