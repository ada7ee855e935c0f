import { describe, expect, it } from 'vitest';
import { resolveApiBase, resolveAssetUrl } from './api-host';

const page = (url: string) => {
  const u = new URL(url);
  return { protocol: u.protocol, hostname: u.hostname, port: u.port, origin: u.origin };
};

describe('resolveApiBase', () => {
  it('uses port 8044 on the same host name when the page is on localhost', () => {
    expect(resolveApiBase(page('http://localhost:5173/products'))).toBe(
      'http://localhost:8044/api/v1',
    );
  });

  it('talks same-origin when a built store is served on localhost, whatever the port', () => {
    expect(
      resolveApiBase(page('http://localhost:3000/cart'), undefined, { builtStore: true }),
    ).toBe('http://localhost:3000/api/v1');
    expect(resolveApiBase(page('http://127.0.0.1:41234/'), undefined, { builtStore: true })).toBe(
      'http://127.0.0.1:41234/api/v1',
    );
    expect(resolveApiBase(page('https://shop.example.in/'), undefined, { builtStore: true })).toBe(
      'https://api.shop.example.in/api/v1',
    );
  });

  it('talks same-origin when the page is served by the API on port 8044', () => {
    expect(resolveApiBase(page('http://localhost:8044/'))).toBe('http://localhost:8044/api/v1');
    expect(resolveApiBase(page('http://192.168.1.20:8044/cart'))).toBe(
      'http://192.168.1.20:8044/api/v1',
    );
  });

  it('uses the api sub-domain over https anywhere else', () => {
    expect(resolveApiBase(page('http://shop.example.in/'))).toBe(
      'https://api.shop.example.in/api/v1',
    );
    expect(resolveApiBase(page('https://ethnic.example.com:3000/x'))).toBe(
      'https://api.ethnic.example.com/api/v1',
    );
  });

  it('lets VITE_API_BASE_URL override the rule, with or without the version path', () => {
    const p = page('https://shop.example.in/');
    expect(resolveApiBase(p, 'https://backend.example.in')).toBe(
      'https://backend.example.in/api/v1',
    );
    expect(resolveApiBase(p, 'https://backend.example.in/api/v1/')).toBe(
      'https://backend.example.in/api/v1',
    );
    expect(resolveApiBase(p, '/api/v1')).toBe('https://shop.example.in/api/v1');
    expect(resolveApiBase(p, '   ')).toBe('https://api.shop.example.in/api/v1');
  });
});

describe('resolveAssetUrl', () => {
  const base = 'https://api.shop.example.in/api/v1';
  it('resolves API paths against the API origin', () => {
    expect(resolveAssetUrl('/api/v1/images/products/7.svg', base)).toBe(
      'https://api.shop.example.in/api/v1/images/products/7.svg',
    );
  });
  it('keeps absolute and data URLs, and empty stays empty', () => {
    expect(resolveAssetUrl('https://cdn.example.in/a.jpg', base)).toBe(
      'https://cdn.example.in/a.jpg',
    );
    expect(resolveAssetUrl('data:image/svg+xml,<svg/>', base)).toBe('data:image/svg+xml,<svg/>');
    expect(resolveAssetUrl('', base)).toBe('');
    expect(resolveAssetUrl(undefined, base)).toBe('');
  });
});
