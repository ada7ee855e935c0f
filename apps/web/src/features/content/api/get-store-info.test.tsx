import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeInfoFixture } from '../../../test/store-info';
import { DEFAULT_BRAND } from '../store-defaults';
import { useStoreInfo } from './get-store-info';
import { stubFetchForEachTest } from '../../../test/render';

const fetchMock = vi.fn<typeof fetch>();
const storeInfo = (storeName: string) =>
  new Response(JSON.stringify(storeInfoFixture({ storeName })), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const failure = () => new Response(JSON.stringify({ error: 'down' }), { status: 500 });

stubFetchForEachTest(fetchMock);
afterEach(() => fetchMock.mockReset());

// No retry delay: the store information's own `retry: 1` still applies.
const newClient = () => new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
const withClient =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

describe('useStoreInfo', () => {
  it('reads as loading, with the defaults, until the query client is there', () => {
    const { result } = renderHook(() => useStoreInfo());
    expect(result.current.isLoading).toBe(true);
    expect(result.current.isSettled).toBe(false);
    expect(result.current.error).toBeNull();
    expect(result.current.info.brand).toBe(DEFAULT_BRAND);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads once for every reader, then shows the store’s details', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(storeInfo('Rangrez')));
    const wrapper = withClient(newClient());
    const first = renderHook(() => useStoreInfo(), { wrapper });
    renderHook(() => useStoreInfo(), { wrapper });
    await waitFor(() => expect(first.result.current.info.brand).toBe('Rangrez'));
    expect(first.result.current.isSettled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a failure after one retry, and Retry loads again', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(failure()));
    const { result } = renderHook(() => useStoreInfo(), { wrapper: withClient(newClient()) });
    await waitFor(() => expect(result.current.error).toBe('Failed to load store information'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.isSettled).toBe(true);
    // docs/product/storefront.md section 8: with nothing loaded, Accessories is the only category.
    expect(result.current.info.categories).toEqual(['Accessories']);

    fetchMock.mockImplementation(() => Promise.resolve(storeInfo('Rangrez')));
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.info.brand).toBe('Rangrez'));
    expect(result.current.error).toBeNull();
    expect(result.current.info.categories).toEqual(['Men', 'Women', 'Accessories']);
  });

  it('as useQuery does, a reader mounted after a failure retries and reads as loading meanwhile', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(failure()));
    const wrapper = withClient(newClient());
    const first = renderHook(() => useStoreInfo(), { wrapper });
    await waitFor(() => expect(first.result.current.error).not.toBeNull());
    const calls = fetchMock.mock.calls.length;

    let resolve: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (resolve = r)));
    const later = renderHook(() => useStoreInfo(), { wrapper });
    expect(later.result.current.error).toBeNull();
    expect(later.result.current.isLoading).toBe(true);
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(calls + 1));

    await act(async () => resolve(storeInfo('Rangrez')));
    await waitFor(() => expect(later.result.current.info.brand).toBe('Rangrez'));
    expect(first.result.current.info.brand).toBe('Rangrez');
  });
});
