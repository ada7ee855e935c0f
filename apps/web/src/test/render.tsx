import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AuthProvider } from '../features/auth';
import { CartProvider } from '../features/cart';
import { WishlistProvider } from '../features/wishlist';

/** A query client that gives up on the first failure, for screens tested against error answers. */
export const noRetryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** A JSON answer for a stubbed fetch. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface ShopOptions {
  /** Where the router starts: a path, or a location with state. */
  at?: InitialEntry;
  /** A fresh client that retries as the app's does, unless a test needs its own. */
  client?: QueryClient;
  /** Wrap in the cart's provider (the wishlist implies it). */
  cart?: boolean;
  /** Wrap in the wishlist's provider as well. */
  wishlist?: boolean;
}

/**
 * Renders `ui` (usually <Routes>) inside the providers the app puts around a screen, in the app's
 * order: query client, session, cart, wishlist, then the router.
 */
export function renderInShop(
  ui: ReactNode,
  { at = '/', client = new QueryClient(), cart = false, wishlist = false }: ShopOptions = {},
) {
  let tree = <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>;
  if (wishlist) tree = <WishlistProvider>{tree}</WishlistProvider>;
  if (cart || wishlist) tree = <CartProvider>{tree}</CartProvider>;
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>{tree}</AuthProvider>
    </QueryClientProvider>,
  );
}

/**
 * For every test of the file: `fetch` answered by `answer`, console.error quiet (screens log the
 * failures tests provoke), storage empty. After each: the screen unmounted, stubs and spies undone.
 * A file's own beforeEach runs after this one's, so it may sign a shopper in.
 */
export function stubFetchForEachTest(
  answer: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
) {
  beforeEach(() => {
    vi.stubGlobal('fetch', answer);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
