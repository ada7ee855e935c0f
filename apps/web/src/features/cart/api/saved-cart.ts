// PUT /cart (the signed-in shopper's cart, kept for the abandoned-cart reminder) and
// POST /cart/restore (the reminder's link). docs/whatsapp.md, "The cart reminder".
import { MAX_ORDER_LINES } from '@store/contract/storefront-reads';
import {
  cartRestoreResponse,
  savedCartResponse,
  type CartRestoreResponse,
  type OrderLineInput,
  type SavedCartResponse,
} from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import type { CartLine } from '../cart-reducer';

/** The cart's lines as the server keeps them: product, quantity, and the size and colour named. */
export function savedItems(lines: readonly CartLine[]): OrderLineInput[] {
  return lines.slice(0, MAX_ORDER_LINES).map((line) => ({
    productId: line.id,
    quantity: line.quantity,
    ...(line.selectedSize?.trim() ? { size: line.selectedSize.trim() } : {}),
    ...(line.selectedColor?.trim() ? { color: line.selectedColor.trim() } : {}),
  }));
}

export function putSavedCart(items: OrderLineInput[]): Promise<SavedCartResponse> {
  return apiRequest<SavedCartResponse>('/cart', {
    answer: import.meta.env.DEV ? savedCartResponse : undefined,
    method: 'PUT',
    body: { items },
  });
}

export function restoreSavedCart(token: string): Promise<CartRestoreResponse> {
  return apiRequest<CartRestoreResponse>('/cart/restore', {
    answer: import.meta.env.DEV ? cartRestoreResponse : undefined,
    method: 'POST',
    body: { token },
  });
}
