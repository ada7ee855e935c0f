import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { afterFirstPaint } from '../lib/after-paint';
import { firstAnswersHydrated } from '../lib/first-answers';

/**
 * TanStack Query is about 10 KB gzipped, and the first page paints its header and hero without
 * it: the client loads after the first paint (or with the first lazy screen) instead of with the
 * first page's JavaScript. Until then the context holds no client and useStoreInfo reads as
 * loading, as it would while the store information loads; every component that calls useQuery
 * sits in a chunk loaded through withQueryClient.
 */

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads and creates the client once; later calls share it. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(
    ({ createQueryClient }) => {
      // Set, and the provider told, before anyone awaiting this promise renders a useQuery.
      client = createQueryClient();
      // For e2e/probes/product-tap-stall.mjs: a build made with VITE_QUERY_DEBUG=1 puts the
      // client and TanStack's connection and focus managers on window. Left out of other builds.
      if (import.meta.env.VITE_QUERY_DEBUG) {
        const debugged = client;
        void import('@tanstack/react-query').then(({ onlineManager, focusManager }) =>
          Object.assign(window, { __qc: debugged, __om: onlineManager, __fm: focusManager }),
        );
      }
      for (const listener of listeners) listener();
      return client;
    },
    (error: unknown) => {
      // Let the next caller try again rather than keep the failed download.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * For React.lazy: the module once the query client is there too, both loading in parallel, so
 * the module's components can call useQuery from their first render.
 */
export function withQueryClient<T>(module: Promise<T>): Promise<T> {
  // On the server each request renders with a client of its own (src/entry-server.tsx).
  if (import.meta.env.SSR) return module;
  return Promise.all([module, loadQueryClient()]).then(([loaded]) => loaded);
}

/**
 * QueryClientProvider for a client that arrives after the first render. A server render passes
 * its own client for the request (src/entry-server.tsx); hydration then reads the client this
 * page has loaded before it hydrates (src/mount.tsx), which the server rendered with too.
 */
export function QueryProvider({
  children,
  serverClient,
}: {
  children: ReactNode;
  serverClient?: QueryClient;
}) {
  const queryClient = useSyncExternalStore(
    subscribe,
    () => client,
    () => serverClient ?? (import.meta.env.SSR ? undefined : client),
  );

  // The first render has committed (hydration has ended on a page the server rendered): the
  // answers the page carried are good for a short while more (lib/first-answers.ts).
  useEffect(firstAnswersHydrated, []);

  // After the first paint, which needs none of it: the header shows the default store details
  // until the store's own arrive.
  useEffect(
    () =>
      afterFirstPaint(() => {
        loadQueryClient().catch((error: unknown) =>
          console.error('Could not load the query client', error),
        );
      }),
    [],
  );

  // What QueryClientProvider does: focus and online events reach the client while it is provided.
  useEffect(() => {
    if (!queryClient) return;
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient]);

  return <QueryClientContext value={queryClient}>{children}</QueryClientContext>;
}
