import {
  createContext,
  use,
  useCallback,
  useRef,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useHydrated } from '../../lib/hydration';
import { toast } from '../../lib/toast';
import type { ShopProduct } from '../../lib/shop-product';
import { useAuth } from '../auth';
import { loadLocalWishlist, saveLocalWishlist, toggleInList } from './wishlist-storage';

type Mode = 'local' | 'server';

interface WishlistContextValue {
  items: ShopProduct[];
  count: number;
  isLoading: boolean;
  has: (productId: number) => boolean;
  toggle: (product: ShopProduct) => void;
}

const WishlistContext = createContext<WishlistContextValue | null>(null);

// The server calls, and the product mapping they need, load only once a shopper is signed in.
const loadWishlistApi = () => import('./api/wishlist-api');

const NO_ITEMS: ShopProduct[] = [];

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * docs/product/rules.md section 6: visitors keep their wishlist in the browser; signed-in shoppers keep it
 * on the server. When the server's wishlist cannot be reached the browser copy is used instead.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { token } = useAuth();
  const [items, setItems] = useState<ShopProduct[]>(() => loadLocalWishlist(storage()));
  const [mode, setMode] = useState<Mode>('local');
  const [isLoading, setLoading] = useState(token !== null);

  // The first render read this browser's list: a signed-out first effect has nothing to change,
  // and a change of state then would re-render the provider before the page has hydrated.
  const firstEffect = useRef(true);
  useEffect(() => {
    const first = firstEffect.current;
    firstEffect.current = false;
    if (!token) {
      if (first) return;
      setMode('local');
      setItems(loadLocalWishlist(storage()));
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    loadWishlistApi()
      .then(async (api) => {
        const serverItems = await api.getServerWishlist(controller.signal);
        // Whatever was saved before signing in joins the account's list.
        const local = loadLocalWishlist(storage()).filter(
          (p) => !serverItems.some((s) => s.id === p.id),
        );
        await Promise.allSettled(local.map((p) => api.putWishlistItem(p.id)));
        if (controller.signal.aborted) return;
        saveLocalWishlist(storage(), []);
        setItems([...local, ...serverItems]);
        setMode('server');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Wishlist: server list unavailable, using this browser’s list', error);
        setMode('local');
        setItems(loadLocalWishlist(storage()));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [token]);

  useEffect(() => {
    if (mode === 'local') saveLocalWishlist(storage(), items);
  }, [items, mode]);

  const toggle = useCallback(
    (product: ShopProduct) => {
      const adding = !items.some((p) => p.id === product.id);
      setItems((current) => toggleInList(current, product));
      if (adding) {
        toast.success('Added to wishlist', {
          description: `${product.name} saved to your wishlist.`,
        });
      } else {
        toast('Removed from wishlist', {
          description: `${product.name} removed from your wishlist.`,
        });
      }
      if (mode !== 'server') return;
      const call = loadWishlistApi().then((api) =>
        adding ? api.putWishlistItem(product.id) : api.deleteWishlistItem(product.id),
      );
      call.catch((error: unknown) => {
        console.error('Wishlist: saving on the server failed, keeping it in this browser', error);
        setMode('local');
      });
    },
    [items, mode],
  );

  // The server rendered an empty wishlist: this browser's shows from the render after hydration.
  // An empty one keeps the very same value, so that hydration re-renders no product card.
  const hydrated = useHydrated();
  const shown = hydrated && items.length > 0 ? items : NO_ITEMS;
  const value = useMemo(() => {
    const ids = new Set(shown.map((p) => p.id));
    return {
      items: shown,
      count: shown.length,
      isLoading,
      has: (id: number) => ids.has(id),
      toggle,
    };
  }, [shown, isLoading, toggle]);
  return <WishlistContext value={value}>{children}</WishlistContext>;
}

export function useWishlist(): WishlistContextValue {
  const value = use(WishlistContext);
  if (!value) throw new Error('useWishlist must be used inside WishlistProvider');
  return value;
}
