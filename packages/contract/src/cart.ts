// The signed-in shopper's cart kept on the server, and the abandoned-cart reminder's restore link
// (docs/whatsapp.md). The browser's own cart stays the source of truth on the device: the server
// keeps a copy only so that one reminder can bring it back.
import { z } from 'zod';
import { product } from './catalog.ts';
import { MAX_ORDER_LINES, orderLineInput } from './orders.ts';

/** PUT /cart: the cart's lines as they are now; an empty list empties it. */
export const savedCartRequest = z
  .object(
    {
      items: z
        .array(orderLineInput, { error: 'items must be a list of cart lines' })
        .max(MAX_ORDER_LINES, `items may hold at most ${MAX_ORDER_LINES} lines`),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? 'The cart holds only its items' : undefined,
    },
  )
  .strict();
export type SavedCartRequest = z.infer<typeof savedCartRequest>;

export const savedCartResponse = z.object({
  items: z.array(orderLineInput),
  /** When the lines last changed (ISO time); null for an empty cart. */
  changedAt: z.string().nullable(),
});
export type SavedCartResponse = z.infer<typeof savedCartResponse>;

/** The restore link's token: 43 characters of base64url. */
export const CART_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /cart/restore: the token of the reminder's link, used once. */
export const cartRestoreRequest = z
  .object({
    token: z.string({ error: 'token is missing' }).regex(CART_TOKEN_PATTERN, 'token is not valid'),
  })
  .strict();

/** The saved lines still for sale, each with its product as the catalog shows it now. */
export const cartRestoreResponse = z.object({
  items: z.array(z.object({ line: orderLineInput, product })),
});
export type CartRestoreResponse = z.infer<typeof cartRestoreResponse>;
