import { startTransition, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * True from the moment mount.tsx starts hydrating the page the server rendered until the shopper
 * moves to another page. Not until that page's first commit: React commits the layout first and
 * hydrates a screen behind a Suspense boundary after it, and a component there must still start
 * from what the server rendered.
 */
let hydrating = false;

/** Called by mount.tsx just before it hydrates the server's HTML. */
export function hydrationStarts(): void {
  hydrating = true;
}

/**
 * Rendered once inside the router (app/router.tsx): from the first move to another page on,
 * whatever mounts renders in the browser from the start.
 */
export function useHydrationEndsOnNavigation(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else hydrating = false;
  }, [pathname, search]);
}

/**
 * False while React hydrates the page the server rendered, true afterwards and in any render
 * that starts in the browser. The server renders every page as a signed-out shopper with an
 * empty cart (docs/decisions/011-server-rendering.md): what this browser keeps (cart, wishlist)
 * is shown from the render after hydration, so the first one matches the server's HTML.
 *
 * The turn to true is a transition, as hydration itself is: React renders it in slices that let
 * the phone breathe. (Read through useSyncExternalStore, it came as a synchronous render of every
 * reader, and of whatever part of the page still waited to hydrate beneath a changed provider, in
 * one long task: docs/decisions/011-server-rendering.md, "Hydration in slices".)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(import.meta.env.SSR ? false : !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
