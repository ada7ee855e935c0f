import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGES, isCatalogWrite, mayStore, ruleFor } from './sw-rules';

const origin = 'https://shop.example.in';
const get = (path: string, mode = 'cors') => ({ url: `${origin}${path}`, method: 'GET', mode });
const page = (path: string) => get(path, 'navigate');

describe('the service worker’s route rules', () => {
  it('keeps storefront pages (network first), the cart page among them', () => {
    for (const path of ['/', '/products?category=women', '/product/7', '/cart', '/shipping-policy'])
      expect(ruleFor(page(path), origin)).toBe('page');
  });

  it('never keeps checkout, payment, account, orders, sign-in or admin pages', () => {
    for (const path of [
      '/checkout',
      '/payment?order=12',
      '/account',
      '/orders',
      '/orders/12',
      '/order-success',
      '/track-order',
      '/confirm-cod',
      '/cart/restore',
      '/wishlist',
      '/login',
      '/admin',
      '/admin/products/3',
    ])
      expect(ruleFor(page(path), origin), path).toBe('private-page');
    expect(PRIVATE_PAGES).toContain('/checkout');
  });

  it('does not mistake a page that only starts like a private one', () => {
    expect(ruleFor(page('/accounts-help'), origin)).toBe('page');
    expect(ruleFor(page('/administration-policy'), origin)).toBe('page');
  });

  it('serves catalog reads stale-while-revalidate', () => {
    for (const path of [
      '/api/v1/products?category=women&page=2',
      '/api/v1/products/42',
      '/api/v1/storeInfo',
      '/api/v1/search/suggest?q=saree',
    ])
      expect(ruleFor(get(path), origin), path).toBe('catalog');
  });

  it('keeps pictures cache-first', () => {
    expect(ruleFor(get('/api/v1/media/images/a1/640-aa.webp'), origin)).toBe('picture');
    expect(ruleFor(get('/api/v1/images/products/7.svg'), origin)).toBe('picture');
  });

  it('never caches the cart’s server calls, checkout, payment, orders, account, wishlist or admin', () => {
    for (const path of [
      '/api/v1/carts/abc',
      '/api/v1/cart',
      '/api/v1/checkout/quote',
      '/api/v1/orders',
      '/api/v1/orders/12',
      '/api/v1/payments/payu/return',
      '/api/v1/account/me',
      '/api/v1/auth/session',
      '/api/v1/wishlist',
      '/api/v1/admin/products',
      '/api/v1/admin/products/42',
      '/api/v1/products/42/reviews',
      '/api/v1/health',
    ])
      expect(ruleFor(get(path), origin), path).toBe('network');
  });

  it('answers only GETs of its own origin from a cache', () => {
    expect(ruleFor({ ...get('/api/v1/products'), method: 'POST' }, origin)).toBe('network');
    expect(ruleFor({ ...page('/'), method: 'POST' }, origin)).toBe('network');
    expect(ruleFor({ ...get('/'), url: 'https://cdn.example.com/api/v1/products' }, origin)).toBe(
      'network',
    );
    expect(ruleFor(page('/api/v1/products'), origin)).toBe('network');
  });

  it('treats built files outside the precache as immutable assets, and nothing else', () => {
    expect(ruleFor(get('/assets/app-abc123.js'), origin)).toBe('asset');
    expect(ruleFor(get('/sw.js'), origin)).toBe('network');
    expect(ruleFor(get('/manifest.webmanifest'), origin)).toBe('network');
  });

  it('counts the owner’s edits and orders, and only those, as changing the catalog', () => {
    const write = (path: string, method = 'POST') =>
      isCatalogWrite({ url: `${origin}${path}`, method }, origin);
    expect(write('/api/v1/admin/products/4', 'PUT')).toBe(true);
    expect(write('/api/v1/admin/products/4', 'DELETE')).toBe(true);
    expect(write('/api/v1/orders')).toBe(true);
    expect(write('/api/v1/orders/12/confirm-cod')).toBe(true);
    expect(write('/api/v1/payments')).toBe(true);
    expect(write('/api/v1/payments/payu/return')).toBe(true);
    // The offline cart needs the kept answers: its server copy's writes and quotes leave them.
    expect(write('/api/v1/cart', 'PUT')).toBe(false);
    expect(write('/api/v1/orders/quote')).toBe(false);
    expect(write('/api/v1/auth/login')).toBe(false);
    expect(write('/api/v1/products', 'GET')).toBe(false);
    expect(write('/login')).toBe(false);
    expect(isCatalogWrite({ url: 'https://x.example/api/v1/orders', method: 'POST' }, origin)).toBe(
      false,
    );
  });

  it('stores only whole, public 200 answers without cookies', () => {
    const answer = (status: number, headers: Record<string, string> = {}) => ({
      status,
      headers: new Headers(headers),
    });
    expect(mayStore(answer(200, { 'cache-control': 'public, max-age=0, must-revalidate' }))).toBe(
      true,
    );
    expect(mayStore(answer(200))).toBe(true);
    expect(mayStore(answer(404))).toBe(false);
    expect(mayStore(answer(206))).toBe(false);
    expect(mayStore(answer(500))).toBe(false);
    expect(mayStore(answer(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(mayStore(answer(200, { 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(mayStore(answer(200, { 'set-cookie': 'sid=1' }))).toBe(false);
  });
});

describe('the service worker’s route rules for Hindi pages', () => {
  it('treats a Hindi page as its English one (docs/decisions/031)', () => {
    for (const path of ['/hi', '/hi/products?category=women', '/hi/product/7', '/hi/cart'])
      expect(ruleFor(page(path), origin), path).toBe('page');
    for (const path of ['/hi/checkout', '/hi/payment?order=12', '/hi/account', '/hi/orders/12'])
      expect(ruleFor(page(path), origin), path).toBe('private-page');
    expect(ruleFor(page('/history-of-kurtas'), origin)).toBe('page');
  });
});
