import type { ShopProduct } from '../../lib/shop-product';

export const WISHLIST_STORAGE_KEY = 'wishlist';

function isProduct(value: unknown): value is ShopProduct {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.name === 'string' && typeof v.price === 'number';
}

export function loadLocalWishlist(storage: Pick<Storage, 'getItem'> | null): ShopProduct[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(WISHLIST_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isProduct).map((p) => ({
      ...p,
      sizes: Array.isArray(p.sizes) ? p.sizes : [],
      colors: Array.isArray(p.colors) ? p.colors : [],
      images: Array.isArray(p.images) ? p.images : [],
    }));
  } catch {
    return [];
  }
}

export function saveLocalWishlist(storage: Pick<Storage, 'setItem'> | null, items: ShopProduct[]) {
  try {
    storage?.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // storage disabled: the wishlist lasts for this visit
  }
}

/** Adds at the front (newest first) or removes: what a heart button does. */
export function toggleInList(items: ShopProduct[], product: ShopProduct): ShopProduct[] {
  return items.some((p) => p.id === product.id)
    ? items.filter((p) => p.id !== product.id)
    : [product, ...items];
}
