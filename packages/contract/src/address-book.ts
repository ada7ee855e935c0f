// The shopper's address book (issue 31 item 8): addresses she saved at checkout (with her
// consent) or on the account page, to choose next time, edit and delete.
import { z } from 'zod';
import { shippingAddress, shippingAddressInput } from './orders.ts';

/** How many addresses one account keeps. */
export const ADDRESS_BOOK_MAX = 10;

/** One saved address, in the form an order stores (PIN, state's name, +91 phone). */
export const savedAddress = shippingAddress.extend({
  id: z.number().int(),
  lastUsedAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

/** GET /account/addresses: latest used first. */
export const addressBookResponse = z.array(savedAddress);

/** POST /account/addresses and PUT /account/addresses/{id}: the address, as at checkout. */
export const saveAddressRequest = shippingAddressInput;
export type SaveAddressRequest = z.infer<typeof saveAddressRequest>;

export const addressIdParams = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();
