// The package an order starts with on the Ship screen and when booked without sizes
// (docs/shipping.md, "Package defaults"): its units' product types (the product's sub-category,
// read from the catalog) looked up in the owner's packages per type.
import type { PackageSize } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { productsByIds } from '../../modules/catalog/index.ts';
import { packageFor, readSettingsRow } from '../../modules/shipping/index.ts';

type Lines = { productId: number | null; quantity: number }[];

/** Each order's package, by the orders' own lines (one catalog read for all of them). */
export async function packagesOfOrders(
  db: Executor,
  orders: { id: string; items: Lines }[],
): Promise<Map<string, PackageSize>> {
  const row = await readSettingsRow(db);
  const ids = [
    ...new Set(orders.flatMap((o) => o.items.map((i) => i.productId)).filter((id) => id !== null)),
  ];
  const typeOf = new Map((await productsByIds(db, ids)).map((p) => [p.id, p.subCategory]));
  return new Map(
    orders.map((o) => [
      o.id,
      packageFor(
        row,
        o.items.map((i) => ({
          type: i.productId === null ? null : (typeOf.get(i.productId) ?? null),
          quantity: i.quantity,
        })),
      ),
    ]),
  );
}
