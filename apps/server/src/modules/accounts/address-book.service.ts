// The shopper's address book (issue 31 item 8). Addresses arrive already checked and in their
// stored form (the checkout flow's normaliseAddress); this decides the limits and who sees what.
import { ADDRESS_BOOK_MAX, type SavedAddress } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/domain-error.ts';
import {
  countSavedAddresses,
  deleteOldestAddress,
  deleteSavedAddress,
  insertSavedAddress,
  listSavedAddresses,
  touchSameAddress,
  updateSavedAddress,
  type AddressFields,
  type SavedAddressRow,
} from './address-book.repository.ts';

export const ADDRESS_NOT_FOUND = 'Address not found';
export const ADDRESS_BOOK_FULL = `You can keep at most ${ADDRESS_BOOK_MAX} addresses. Delete one to add another.`;

function wire(row: SavedAddressRow): SavedAddress {
  return {
    id: row.id,
    fullName: row.fullName,
    address: row.address,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    phone: row.phone,
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}

export async function addressBook(db: Executor, userId: string): Promise<SavedAddress[]> {
  return (await listSavedAddresses(db, userId)).map(wire);
}

/** Added on the account page: the same address again is not a second entry; a full book, 409. */
export async function addAddress(
  db: Executor,
  userId: string,
  a: AddressFields,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    const existing = await touchSameAddress(tx, userId, a);
    if (existing) return wire(existing);
    if ((await countSavedAddresses(tx, userId)) >= ADDRESS_BOOK_MAX) {
      throw conflict(ADDRESS_BOOK_FULL);
    }
    return wire(await insertSavedAddress(tx, userId, a));
  });
}

/**
 * Saved at checkout, with the shopper's consent, in the order's transaction: an address already
 * there is marked used; a full book makes room by dropping its least recently used address
 * (the shopper asked to save this one, the order is placed either way).
 */
export async function saveCheckoutAddress(
  tx: Executor,
  userId: string,
  a: AddressFields,
): Promise<void> {
  if (await touchSameAddress(tx, userId, a)) return;
  if ((await countSavedAddresses(tx, userId)) >= ADDRESS_BOOK_MAX) {
    await deleteOldestAddress(tx, userId);
  }
  await insertSavedAddress(tx, userId, a);
}

export async function editAddress(
  db: Executor,
  userId: string,
  id: number,
  a: AddressFields,
): Promise<SavedAddress> {
  const row = await updateSavedAddress(db, userId, id, a);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return wire(row);
}

export async function removeAddress(db: Executor, userId: string, id: number): Promise<void> {
  if (!(await deleteSavedAddress(db, userId, id))) throw notFound(ADDRESS_NOT_FOUND);
}
