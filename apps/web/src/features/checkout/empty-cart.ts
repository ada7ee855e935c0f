import { CART_STORAGE_KEY } from '../cart';

/**
 * Empties the cart after an order without the cart's own 'Cart cleared' notice, which would
 * read oddly at that moment (docs/product/storefront.md section 4: "creating an order empties the cart").
 *
 * The cart provider follows changes to its stored copy (that is how it keeps tabs in step), so
 * the stored cart is emptied and the provider told, exactly as another tab would.
 */
export function emptyCartAfterOrder(): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, '[]');
  } catch {
    // Storage unavailable: the provider still empties itself from the event below.
  }
  window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: '[]' }));
}
