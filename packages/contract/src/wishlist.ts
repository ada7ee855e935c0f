import { z } from 'zod';
import { product } from './catalog.ts';

/** GET /wishlist: the signed-in shopper's saved products, most recently added first. */
export const wishlistResponse = z.object({ data: z.array(product) });
export type WishlistResponse = z.infer<typeof wishlistResponse>;
