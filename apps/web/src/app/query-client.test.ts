import { onlineManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

const clients: QueryClient[] = [];
/** A client as the provider holds it: mounted, listening to the connection. */
function mountedClient(): QueryClient {
  const client = createQueryClient();
  client.mount();
  clients.push(client);
  return client;
}

afterEach(() => {
  for (const client of clients.splice(0)) {
    client.unmount();
    client.clear();
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('the query client and the connection', () => {
  it('knows a page opened offline is offline, and reads again when the connection is back', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn<typeof fetch>(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);

    // The client arrives after the first paint, the browser offline already.
    const client = mountedClient();
    const product = new QueryObserver(client, {
      queryKey: ['product', '7'],
      queryFn: async () => (await fetch('/api/v1/products/7')).json() as Promise<unknown>,
      retry: false,
    });
    const unsubscribe = product.subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryState(['product', '7'])).toBeDefined());
    // Offline it still asks once (the service worker may answer from its cache), then waits.
    expect(onlineManager.isOnline()).toBe(false);
    await vi.waitFor(() => expect(product.getCurrentResult().status).toBe('error'));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/products/7');

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(product.getCurrentResult().data).toEqual({ ok: true }));
    unsubscribe();
  });

  it('hears a connection that came back while no client listened', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('{}')),
    );
    const client = mountedClient();
    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    // The provider unmounts, the connection comes back unheard, the provider mounts again.
    client.unmount();
    online = true;
    window.dispatchEvent(new Event('online'));
    client.mount();
    expect(onlineManager.isOnline()).toBe(true);
  });
});
