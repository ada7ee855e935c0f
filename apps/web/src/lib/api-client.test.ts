import { order } from '@store/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  API_BASE,
  ApiError,
  apiAssetUrl,
  apiRequest,
  buildPath,
  ContractMismatch,
} from './api-client';
import { AUTH_TOKEN_KEY, subscribeAuthToken } from './auth-token';

function jsonResponse(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.clear();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses the localhost rule for the API base in a page on localhost', () => {
    expect(API_BASE).toBe(`${window.location.protocol}//localhost:8044/api/v1`);
  });

  it('sends JSON with credentials, the bearer token and the client host', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok123');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(apiRequest('/contact', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${API_BASE}/contact`);
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Client-Host']).toBe(window.location.hostname);
  });

  it('surfaces the server error message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { error: 'Email is invalid', code: 'invalid' }));
    await expect(apiRequest('/newsletter', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Email is invalid',
      status: 400,
    });
  });

  it('clears the token and notifies listeners on any 401', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stale');
    const listener = vi.fn();
    const unsubscribe = subscribeAuthToken(listener);
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: 'Sign in required', code: 'unauthorized' }),
    );
    await expect(apiRequest('/wishlist')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('answers undefined for 204 and reports a network failure plainly', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/wishlist/3', { method: 'PUT' })).resolves.toBeUndefined();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/products')).rejects.toMatchObject({
      message: 'No response from server. Please try again later.',
      status: 0,
    });
  });
});

describe('apiRequest and the contract', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('checks answers in tests, as in development', () => {
    expect(import.meta.env.DEV).toBe(true);
  });

  it('answers what the schema parsed', async () => {
    const answer = z.object({ id: z.number(), name: z.string() });
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 3, name: 'Kurta' }));
    await expect(apiRequest('/thing', { answer })).resolves.toEqual({ id: 3, name: 'Kurta' });
  });

  it('throws when an answer does not match its contract schema, naming the call and the path', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 'EE-ABCDEF', status: 'paid' }));
    const failure = apiRequest('/orders/EE-ABCDEF', { answer: order });
    await expect(failure).rejects.toBeInstanceOf(ContractMismatch);
    await expect(failure).rejects.toThrow(
      /^GET \/orders\/EE-ABCDEF: the answer does not match the contract: status /,
    );
  });

  it('turns an error body into a typed error with its status, code and fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'shippingAddress.postalCode: a PIN code is 6 digits',
        code: 'invalid',
        fields: {
          'shippingAddress.postalCode': 'a PIN code is 6 digits',
          'shippingAddress.phone': 'enter a mobile number',
        },
      }),
    );
    const error: unknown = await apiRequest('/orders', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'shippingAddress.postalCode: a PIN code is 6 digits',
      status: 400,
      code: 'invalid',
      fields: {
        'shippingAddress.postalCode': 'a PIN code is 6 digits',
        'shippingAddress.phone': 'enter a mobile number',
      },
    });
  });

  it('answers a refusal with no fields with empty fields, and an error body without a code as a contract mismatch', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { error: 'Not enough stock: "Kurta" is sold out', code: 'out_of_stock' }),
    );
    await expect(apiRequest('/orders', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 409,
      code: 'out_of_stock',
      fields: {},
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: 'no code' }));
    await expect(apiRequest('/orders', { method: 'POST', body: {} })).rejects.toBeInstanceOf(
      ContractMismatch,
    );
  });

  it('gives an answer that is not JSON a generic sentence and no code', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/products')).rejects.toMatchObject({
      message: 'Request failed with status 502',
      status: 502,
      code: null,
    });
  });
});

describe('helpers', () => {
  it('drops empty and null filters from the query', () => {
    expect(buildPath('/products', { page: 1, category: '', q: null, sort: undefined })).toBe(
      '/products?page=1',
    );
    expect(buildPath('/products', { category: 'kurtas & kurta sets' })).toBe(
      '/products?category=kurtas+%26+kurta+sets',
    );
  });
  it('resolves image paths against the API origin', () => {
    expect(apiAssetUrl('/api/v1/images/products/1.svg')).toBe(
      `${window.location.protocol}//localhost:8044/api/v1/images/products/1.svg`,
    );
  });
});
