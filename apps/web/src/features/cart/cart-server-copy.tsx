// Keeps a signed-in shopper's cart on the server as she changes it (docs/whatsapp.md, "The cart
// reminder"), a moment after the last change. The browser's cart stays the truth on this
// device: nothing is read back. A cart found empty when the page opens is not sent, so opening
// the store on a second device does not empty the cart a reminder is about to restore.
import { useEffect, useRef } from 'react';
import { useAuth } from '../auth';
import { putSavedCart, savedItems } from './api/saved-cart';
import { useCart } from './cart-context';

export const SAVE_DELAY_MS = 2000;

export function CartServerCopy() {
  const { token } = useAuth();
  const { lines } = useCart();
  const sent = useRef<{ token: string; key: string } | null>(null);

  useEffect(() => {
    if (!token) {
      sent.current = null;
      return;
    }
    const items = savedItems(lines);
    const key = JSON.stringify(items);
    const last = sent.current?.token === token ? sent.current.key : null;
    if (key === last) return;
    if (last === null && items.length === 0) {
      sent.current = { token, key };
      return;
    }
    const timer = window.setTimeout(() => {
      sent.current = { token, key };
      // A failure is quiet: the cart on this device is whole, and the next change tries again.
      putSavedCart(items).catch(() => {
        if (sent.current?.key === key) sent.current = { token, key: '' };
      });
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [token, lines]);

  return null;
}
