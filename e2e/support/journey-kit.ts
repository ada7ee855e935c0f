// What the journey files set up the same way: the owner's store for the whole file, the shoppers
// a test opened (closed after it, with a screenshot where it failed) and the in-stock products of
// the catalog a journey picks its piece from. Call the `use…` functions at the top of a file:
// they register the file's hooks.
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Shopper } from './browser';
import { ownerStore, type OwnerStore } from './owner-store';
import type { StoreInfo } from './servers';

/**
 * The owner's store (owner-store.ts), started before the file's first test and let go after its
 * last. The handle answers once the file's tests run; before, it says what went wrong.
 */
export function useOwnerStore(): OwnerStore {
  let started: OwnerStore | null = null;
  beforeAll(async () => {
    started = await ownerStore();
  }, 120_000);
  afterAll(async () => {
    await started?.dispose();
  });
  const store = (): OwnerStore => {
    if (!started) throw new Error("The owner's store is not started (useOwnerStore's beforeAll)");
    return started;
  };
  return {
    get info() {
      return store().info;
    },
    get kind() {
      return store().kind;
    },
    admin: (args, input) => store().admin(args, input),
    // The file's afterAll lets it go.
    dispose: async () => {},
  };
}

/**
 * The shoppers a test opens: push each one; after every test they are closed, a failed test's
 * first keeping a screenshot of where it stopped.
 */
export function useShoppers(): Shopper[] {
  const open: Shopper[] = [];
  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail' ? task.name : undefined;
    for (const s of open.splice(0)) await s.close(failed);
  });
  return open;
}

/** A product as the catalog's list answers it. */
export interface ListedProduct {
  id: number;
  title: string;
  regularPrice: number;
  discountedPrice?: number | null;
  attributes: Array<{ key: string; value: string[] }>;
}

/** What a shopper pays for one piece, in rupees. */
export const shelfPrice = (p: ListedProduct): number => p.discountedPrice ?? p.regularPrice;

/**
 * The products of the catalog's list (`query` as the storefront asks it) that can be bought:
 * those without sizes and those with a size in stock, priced from `min` to `max` rupees
 * (`max` itself left out with `belowMax`).
 */
export async function inStockProducts(
  store: Pick<StoreInfo, 'url'>,
  band: { min: number; max: number; belowMax?: boolean },
  query = 'limit=100',
): Promise<ListedProduct[]> {
  const res = await fetch(`${store.url}/api/v1/products?${query}`);
  const { data } = (await res.json()) as { data: ListedProduct[] };
  const attr = (p: ListedProduct, k: string) => p.attributes.find((a) => a.key === k)?.value ?? [];
  return data.filter((p) => {
    const price = shelfPrice(p);
    const underMax = band.belowMax ? price < band.max : price <= band.max;
    const buyable = attr(p, 'size').length === 0 || attr(p, 'inStockSizes').length > 0;
    return price >= band.min && underMax && buyable;
  });
}
