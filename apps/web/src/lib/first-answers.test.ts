import { canonicalRead, listingQueryOf } from '@store/contract/storefront-reads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPath } from './api-client';
import { toWireQuery } from '../features/catalog';

function pageCarrying(answers: Record<string, unknown> | string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-answers';
  script.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.body.append(script);
}

async function freshModule() {
  vi.resetModules();
  return import('./first-answers');
}

describe('answers carried by the page', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('gives each answer once, whatever the order of the query', async () => {
    pageCarrying({ '/products?category=men&limit=12&page=1': { data: [1] } });
    const { takeFirstAnswer } = await freshModule();
    expect(takeFirstAnswer('/products?page=1&limit=12&category=men')).toEqual({ data: [1] });
    expect(takeFirstAnswer('/products?page=1&limit=12&category=men')).toBeUndefined();
    expect(document.getElementById('first-answers')).toBeNull();
  });

  it('answers the API client’s first GET without a request, and never a POST', async () => {
    pageCarrying({ '/storeInfo': { storeName: 'From the page' }, '/contact': { ok: 'page' } });
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"ok":"api"}'));
    vi.stubGlobal('fetch', fetchMock);
    vi.resetModules();
    const { apiRequest } = await import('./api-client');
    await expect(apiRequest('/storeInfo')).resolves.toEqual({ storeName: 'From the page' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/contact', { method: 'POST', body: {} })).resolves.toEqual({
      ok: 'api',
    });
    await expect(apiRequest('/storeInfo')).resolves.toEqual({ ok: 'api' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('starts the listing and product queries with their data, so the first paint has content', async () => {
    const wire = {
      id: 7,
      title: 'Teal Silk Kurta',
      description: 'Soft silk.',
      imgUrl: '/api/v1/media/products/7/main-1.svg',
      category: 'Men',
      parentCategory: 'Ethnic Wear',
      subCategory: 'Kurta',
      masterCategory: 'Apparel',
      gender: 'Men',
      regularPrice: 1999,
      discountedPrice: null,
      createdAt: '2026-10-01T00:00:00.000Z',
      images: [],
      attributes: [],
      inStock: true,
    };
    pageCarrying({
      '/products?category=men&limit=12&page=1': {
        data: [wire],
        count: 1,
        pagination: { page: 1, limit: 12, total: 1, totalPages: 1 },
        facets: { parentCategories: ['Ethnic Wear'], subCategories: ['Kurta'] },
      },
      '/products/7': wire,
    });
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    vi.resetModules();
    const { QueryClient, QueryObserver } = await import('@tanstack/react-query');
    const { productsQueryOptions } = await import('../features/catalog');
    const { productQueryOptions } = await import('../features/catalog');
    const client = new QueryClient();
    // What a screen sees on its first render: the page's answer, not a pending state.
    const listing = new QueryObserver(client, productsQueryOptions({ category: 'men' }));
    expect(listing.getCurrentResult().status).toBe('success');
    expect(listing.getCurrentResult().data?.products.map((p) => p.name)).toEqual([
      'Teal Silk Kurta',
    ]);
    const product = new QueryObserver(client, productQueryOptions('7'));
    expect(product.getCurrentResult().data?.name).toBe('Teal Silk Kurta');
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  describe('on a clock (performance.now, counted from navigation start)', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
    afterEach(() => vi.useRealTimers());

    it('serve hydration however late the app starts', async () => {
      pageCarrying({ '/storeInfo': { storeName: 'From the page' }, '/products/7': { id: 7 } });
      // A slow phone: the app reads the answers a minute after the page arrived.
      vi.advanceTimersByTime(60_000);
      const { peekFirstAnswer, takeFirstAnswer } = await freshModule();
      expect(peekFirstAnswer('/storeInfo', undefined)).toEqual({ storeName: 'From the page' });
      // Its screen, the style sheet and the words take long too: hydration is later still.
      vi.advanceTimersByTime(45_000);
      expect(takeFirstAnswer('/storeInfo')).toEqual({ storeName: 'From the page' });
      expect(takeFirstAnswer('/products/7')).toEqual({ id: 7 });
    });

    it('serve a short while after hydration ended, then nothing', async () => {
      pageCarrying({ '/storeInfo': { storeName: 'Old' }, '/products?page=1': { data: [] } });
      vi.advanceTimersByTime(40_000);
      const { firstAnswersHydrated, peekFirstAnswer, takeFirstAnswer } = await freshModule();
      firstAnswersHydrated();
      vi.advanceTimersByTime(29_000);
      // A part that loads just after hydration (the home page's sections) still reads its own.
      expect(takeFirstAnswer('/products?page=1')).toEqual({ data: [] });
      vi.advanceTimersByTime(2_000);
      expect(peekFirstAnswer('/storeInfo', undefined)).toBeUndefined();
      expect(takeFirstAnswer('/storeInfo')).toBeUndefined();
      // A second call (a provider mounted again) does not start the clock again.
      firstAnswersHydrated();
      expect(takeFirstAnswer('/storeInfo')).toBeUndefined();
    });
  });

  it('gives nothing for a page without answers or with unreadable ones', async () => {
    const { takeFirstAnswer } = await freshModule();
    expect(takeFirstAnswer('/storeInfo')).toBeUndefined();
    pageCarrying('{not json');
    const again = await freshModule();
    expect(again.takeFirstAnswer('/storeInfo')).toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('an answer already taken', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  // The home page's hero hydrated late, after the query client had taken the store's answer for
  // its first read, and rendered the store's defaults: React reported the difference from the
  // server's HTML (a browser journey that searched before the page had hydrated).
  it('lets a late reader of the page see an answer the API client has already taken', async () => {
    pageCarrying({ '/storeInfo': { storeName: 'From the page' } });
    const { peekFirstAnswer, takeFirstAnswer } = await freshModule();
    expect(takeFirstAnswer('/storeInfo')).toEqual({ storeName: 'From the page' });
    expect(peekFirstAnswer('/storeInfo', undefined)).toEqual({ storeName: 'From the page' });
    expect(takeFirstAnswer('/storeInfo')).toBeUndefined();
  });
});

describe('the listing the server prepares is the one the products page asks for', () => {
  it.each([
    'category=Women&page=2',
    'category=men&sort=price_desc&subCategory=Kurtas',
    'category=all&parentCategory=Apparel',
    'q=silk%20saree&page=3',
  ])('%s', (search) => {
    const params = new URLSearchParams(search);
    const server = listingQueryOf(params);
    // What src/app/routes/products-page.tsx passes to useProducts for these parameters.
    const category = params.get('category') ?? '';
    const client = buildPath(
      '/products',
      toWireQuery({
        category: category.toLowerCase() === 'all' ? undefined : category,
        parentCategory: params.get('parentCategory') ?? '',
        subCategory: params.get('subCategory') ?? '',
        q: params.get('q') ?? '',
        sort: (params.get('sort') as 'price_desc' | null) ?? undefined,
        page: Number(params.get('page') ?? 1),
      }),
    );
    expect(server && canonicalRead('/products', server)).toBe(
      canonicalRead(
        '/products',
        Object.fromEntries(new URLSearchParams(client.split('?')[1]).entries()),
      ),
    );
  });
});

describe('answers a rendered page names rather than carries', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('fetches the answers a rendered page names, keeping each as if carried', async () => {
    pageCarrying({ '/storeInfo': { storeName: 'From the page' } });
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input).includes('category=men')
        ? new Response('{"data":[1]}')
        : new Response('{"error":"gone"}', { status: 503 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { fetchFirstAnswers, takeFirstAnswer } = await freshModule();
    await fetchFirstAnswers(
      ['/products?category=men&limit=12&page=1', '/products?category=women&limit=12&page=1'],
      '/api/v1',
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/v1/products?category=men&limit=12&page=1',
      '/api/v1/products?category=women&limit=12&page=1',
    ]);
    expect(takeFirstAnswer('/products?page=1&limit=12&category=men')).toEqual({ data: [1] });
    // A failed one is left to its query; the carried ones are still there.
    expect(takeFirstAnswer('/products?category=women&limit=12&page=1')).toBeUndefined();
    expect(takeFirstAnswer('/storeInfo')).toEqual({ storeName: 'From the page' });
  });

  it('goes on without an answer that does not come in time', async () => {
    vi.useFakeTimers();
    try {
      // A fetch that only ends when its signal says so.
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(
          (_input, init) =>
            new Promise((_resolve, reject) =>
              init?.signal?.addEventListener('abort', () => reject(new Error('timed out'))),
            ),
        ),
      );
      const { fetchFirstAnswers, takeFirstAnswer } = await freshModule();
      let done = false;
      const waiting = fetchFirstAnswers(['/products?category=men&limit=12&page=1'], '/api/v1').then(
        () => (done = true),
      );
      await vi.advanceTimersByTimeAsync(9_000);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1_500);
      await waiting;
      expect(done).toBe(true);
      expect(takeFirstAnswer('/products?category=men&limit=12&page=1')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
