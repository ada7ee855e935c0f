// CartServerCopy (cart-server-copy.tsx) in a chunk of its own, mounted once the page has
// hydrated: it renders nothing and only sends the cart a moment after a change, so the first
// page's script need not carry it (docs/decisions/031, the bytes found for the Hindi pages).
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/hydration';

const Copy = lazy(() => import('./cart-server-copy').then((m) => ({ default: m.CartServerCopy })));

export function CartServerCopyLater() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Copy />
    </Suspense>
  ) : null;
}
