import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { storeInfo, type StoreInfo } from '@store/contract';
import { storeInfoQueryOptions } from '../features/content';
import { checkedAnswer } from '../lib/checked-answer';
import { takeFirstAnswer } from '../lib/first-answers';

const checkedStoreInfo = (answer: unknown): StoreInfo | undefined =>
  answer === undefined
    ? undefined
    : checkedAnswer('GET /storeInfo', answer, import.meta.env.DEV ? storeInfo : undefined);

/** Loaded by query-provider.tsx after the first paint (or with the first lazy screen). */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
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
