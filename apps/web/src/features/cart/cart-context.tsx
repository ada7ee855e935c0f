import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react';
import { useHydrated } from '../../lib/hydration';
import { toast } from '../../lib/toast';
import {
  CART_STORAGE_KEY,
  cartCount,
  cartReducer,
  cartTotal,
  findLine,
  lineKey,
  loadCart,
  MAX_LINE_QUANTITY,
  saveCart,
  type CartLine,
} from './cart-reducer';

/** A product as it goes into the cart: a cart line, before the cart merges it with its twin. */
export type AddToCartInput = CartLine;

interface CartContextValue {
  lines: CartLine[];
  count: number;
  total: number;
  addItem: (item: AddToCartInput) => void;
  removeLine: (key: string) => void;
  setQuantity: (key: string, quantity: number) => void;
  /** Names the size or colour a line added from a card still needs. */
  choose: (key: string, choice: { selectedSize?: string; selectedColor?: string }) => void;
  clear: () => void;
  /** Adds these lines quietly, each merged with its twin (a restored cart). */
  merge: (lines: CartLine[]) => void;
}

const CartContext = createContext<CartContextValue | null>(null);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const NO_LINES: CartLine[] = [];

export function CartProvider({ children }: { children: ReactNode }) {
  const [kept, dispatch] = useReducer(cartReducer, null, () => loadCart(storage()));
  // The server rendered an empty cart: this browser's shows from the render after hydration.
  // An empty one keeps the very same lines, so hydrating a page for a shopper with nothing in
  // the cart re-renders nothing that reads it.
  const hydrated = useHydrated();
  const lines = hydrated && kept.length > 0 ? kept : NO_LINES;

  useEffect(() => saveCart(storage(), kept), [kept]);

  // Another tab changed the cart: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) {
        dispatch({ type: 'replace', lines: loadCart(storage()) });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const addItem = useCallback(
    (item: AddToCartInput) => {
      if (!(item.quantity >= 1)) return;
      const existing = findLine(lines, lineKey(item));
      if (existing && existing.quantity >= MAX_LINE_QUANTITY) {
        // Nothing changes: saying 'quantity increased' would not be true.
        toast.error('Cart limit reached', {
          description: `You can order up to ${MAX_LINE_QUANTITY} of ${item.name} at a time.`,
        });
        return;
      }
      const merged = existing !== undefined;
      dispatch({ type: 'add', line: item });
      if (merged)
        toast.success('Cart updated', { description: `${item.name} quantity increased.` });
      else toast.success('Added to cart', { description: `${item.name} added to your cart.` });
    },
    [lines],
  );

  const removeLine = useCallback(
    (key: string) => {
      const line = findLine(lines, key);
      dispatch({ type: 'remove', key });
      if (line)
        toast('Removed from cart', { description: `${line.name} was removed from your cart.` });
    },
    [lines],
  );

  const setQuantity = useCallback((key: string, quantity: number) => {
    dispatch({ type: 'setQuantity', key, quantity });
  }, []);

  const choose = useCallback(
    (key: string, choice: { selectedSize?: string; selectedColor?: string }) => {
      dispatch({ type: 'choose', key, ...choice });
    },
    [],
  );

  const clear = useCallback(() => {
    dispatch({ type: 'clear' });
    toast('Cart cleared', { description: 'All items have been removed from your cart.' });
  }, []);

  const merge = useCallback((more: CartLine[]) => {
    for (const line of more) dispatch({ type: 'add', line });
  }, []);

  const value = useMemo(
    () => ({
      lines,
      count: cartCount(lines),
      total: cartTotal(lines),
      addItem,
      removeLine,
      setQuantity,
      choose,
      clear,
      merge,
    }),
    [lines, addItem, removeLine, setQuantity, choose, clear, merge],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const value = use(CartContext);
  if (!value) throw new Error('useCart must be used inside CartProvider');
  return value;
}
