import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { storeInfoQueryOptions } from '../features/content';

/** Loaded by query-provider.tsx after the first paint (or with the first lazy screen). */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
    },
  });
  // Every screen shows the store information (header, sign-in card), and useStoreInfo reads it
  // from the cache without an observer of its own. This one, for the whole visit, keeps the query
  // active as the always-mounted header's useQuery did: it starts loading now, and after a failure
  // it refetches when the browser comes back online.
  new QueryObserver(client, storeInfoQueryOptions).subscribe(() => {});
  return client;
}
