// The admin's Hindi names (docs/decisions/032): the list shows every name in use with its Hindi,
// a save shows on the shoppers' Hindi reads at once, an empty one removes it, bad input is a
// 400 that changes nothing, and a shopper or a stranger is refused.
import { catalogNamesResponse, productListResponse } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDbKind, type TestApp } from '../../test/harness.ts';
import { adminCaller, staffToken } from '../staff/staff.test-kit.ts';

let t: TestApp;
let admin: ReturnType<typeof adminCaller>;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_POLL_MS: '50' } });
  admin = adminCaller(t.app);
  token = await staffToken(t.app, 'staff');
});
afterAll(async () => {
  await t?.close();
});

const names = async () =>
  catalogNamesResponse.parse((await admin('GET', '/catalog-names', undefined, { token })).body)
    .data;
const hindiFacets = async () =>
  productListResponse.parse(
    (await t.app.inject({ method: 'GET', url: '/api/v1/products?category=women&lang=hi' })).json(),
  ).facets.names;

describe(`the admin's Hindi names (${testDbKind})`, () => {
  it('lists every category, type and colour in use with its Hindi', async () => {
    const list = await names();
    expect(list).toContainEqual({ kind: 'type', name: 'Saree', nameHi: 'साड़ी' });
    expect(list).toContainEqual({ kind: 'category', name: 'Women', nameHi: 'महिलाएँ' });
    expect(list).toContainEqual({ kind: 'colour', name: 'Maroon', nameHi: 'मैरून' });
    expect(list.filter((n) => n.kind === 'type').map((n) => n.name)).toContain('Lehenga');
  });

  it('a save shows on the Hindi reads at once; an empty one removes it', async () => {
    expect((await hindiFacets())?.Lehenga).toBe('लहंगा');
    const saved = await admin(
      'PUT',
      '/catalog-names',
      { kind: 'type', name: 'lehenga', nameHi: ' लहँगा ' },
      { token },
    );
    expect(saved.status, saved.raw).toBe(204);
    // The read cache notices the change on its next poll (50 ms here).
    const soon = { timeout: 3000, interval: 25 };
    await vi.waitFor(async () => expect((await hindiFacets())?.Lehenga).toBe('लहँगा'), soon);
    await admin('PUT', '/catalog-names', { kind: 'type', name: 'Lehenga', nameHi: '' }, { token });
    await vi.waitFor(async () => expect((await hindiFacets())?.Lehenga).toBeUndefined(), soon);
    expect((await names()).find((n) => n.name === 'Lehenga')?.nameHi).toBeNull();
  });

  it('refuses bad input and callers who are not staff', async () => {
    const before = await names();
    for (const body of [
      { kind: 'fabric', name: 'Silk', nameHi: 'रेशम' },
      { kind: 'type', name: '', nameHi: 'x' },
      { kind: 'type', name: 'Saree', nameHi: 'x'.repeat(101) },
      { kind: 'type', name: 'Saree', nameHi: 'x', extra: 1 },
    ]) {
      expect((await admin('PUT', '/catalog-names', body, { token })).status).toBe(400);
    }
    expect(await names()).toEqual(before);
    expect((await admin('GET', '/catalog-names')).status).toBe(401);
    expect(
      (await admin('PUT', '/catalog-names', { kind: 'type', name: 'Saree', nameHi: '' })).status,
    ).toBe(401);
  });
});
