import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while React hydrates the page the server rendered, true afterwards and in any render
 * that starts in the browser. The server renders every page as a signed-out shopper with an
 * empty cart (docs/decisions/011-server-rendering.md): what this browser keeps (cart, wishlist)
 * is shown from the render after hydration, so the first one matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
