import { noBody, type WishlistResponse, wishlistResponse } from '@store/contract';
import { apiAssetUrl, apiRequest } from '../../../lib/api-client';
import { toShopProduct, type ShopProduct } from '../../../lib/shop-product';

/** GET /wishlist: the signed-in shopper's saved products, newest first. */
export async function getServerWishlist(signal?: AbortSignal): Promise<ShopProduct[]> {
  const response = await apiRequest<WishlistResponse>('/wishlist', {
    answer: import.meta.env.DEV ? wishlistResponse : undefined,
    signal,
  });
  return response.data.map((p) => toShopProduct(p, apiAssetUrl));
}

export function putWishlistItem(productId: number): Promise<void> {
  return apiRequest<void>(`/wishlist/${productId}`, {
    answer: import.meta.env.DEV ? noBody : undefined,
    method: 'PUT',
  });
}

export function deleteWishlistItem(productId: number): Promise<void> {
  return apiRequest<void>(`/wishlist/${productId}`, {
    answer: import.meta.env.DEV ? noBody : undefined,
    method: 'DELETE',
  });
}
