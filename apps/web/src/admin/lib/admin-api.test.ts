import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '../../lib/api-client';
import { AUTH_TOKEN_KEY } from '../../lib/auth-token';
import { adminRequest, adminRetry, ApiError, isConflict } from './admin-api';
import { ADMIN_TOKEN_KEY } from './admin-token';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('adminRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("sends the admin's token, never the shopper's", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'shopper-token');
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await adminRequest('/admin/me');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${API_BASE}/admin/me`);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
  });

  it("a 401 ends the admin's session and leaves the shopper's", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'shopper-token');
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: 'Session expired', code: 'unauthorized' }),
    );
    await expect(adminRequest('/admin/today')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('shopper-token');
  });

  it('sends a FormData as multipart, leaving the boundary to the browser', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { images: [] }));
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg');
    await adminRequest('/admin/products/1/images', { method: 'POST', body });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(body);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('tells a 409 apart and retries only what may pass', () => {
    expect(isConflict(new ApiError('changed', 409))).toBe(true);
    expect(isConflict(new ApiError('bad', 400))).toBe(false);
    expect(adminRetry(0, new ApiError('down', 503))).toBe(true);
    expect(adminRetry(0, new ApiError('gone', 404))).toBe(false);
    expect(adminRetry(1, new ApiError('down', 503))).toBe(false);
  });
});
