import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { storeInfo, type StoreInfo } from '@store/contract';
import { storeInfoQueryOptions } from '../features/content';
import { checkedAnswer } from '../lib/checked-answer';
import { takeFirstAnswer } from '../lib/first-answers';

const checkedStoreInfo = (answer: unknown): StoreInfo | undefined =>
  answer === undefined
    ? undefined
    : checkedAnswer('GET /storeInfo', answer, import.meta.env.DEV ? storeInfo : undefined);

/**
 * TanStack Query's online state starts as "online" and follows only the online/offline events
 * it hears while a client is mounted; it never reads navigator.onLine. Our client arrives after
 * the first paint, so a page opened offline (from the service worker) believed itself online,
 * its reads failed, and the `online` event changed nothing it knew of: no refetch on reconnect.
 * Read the browser's own state whenever the client starts listening, and on every event.
 */
export function followBrowserConnection(): void {
  onlineManager.setEventListener((setOnline) => {
    const sync = () => setOnline(navigator.onLine);
    sync();
    window.addEventListener('online', sync);
    window.addEventListener('offline', sync);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('offline', sync);
    };
  });
}

/** Loaded by query-provider.tsx after the first paint (or with the first lazy screen). */
export function createQueryClient(): QueryClient {
  followBrowserConnection();
  const client = new QueryClient({
    defaultOptions: {
      // 'offlineFirst': a read always makes its first request, which the service worker may
      // answer offline from its cache (docs/decisions/028-installable-app.md); only retries wait
      // for the connection. With 'online' (the default) and the connection followed truly, a
      // page opened offline stayed on its skeletons without asking the worker.
      queries: { refetchOnWindowFocus: false, retry: 1, networkMode: 'offlineFirst' },
    },
  });
  // The store information the page carried, in place before a server-rendered page hydrates, so
  // the header reads what the server rendered with (src/entry-server.tsx).
  const carried = checkedStoreInfo(takeFirstAnswer('/storeInfo'));
  if (carried) client.setQueryData(storeInfoQueryOptions.queryKey, carried);
  // Every screen shows the store information (header, sign-in card), and useStoreInfo reads it
  // from the cache without an observer of its own. This one, for the whole visit, keeps the query
  // active as the always-mounted header's useQuery did: it starts loading now, and after a failure
  // it refetches when the browser comes back online.
  new QueryObserver(client, storeInfoQueryOptions).subscribe(() => {});
  return client;
}
