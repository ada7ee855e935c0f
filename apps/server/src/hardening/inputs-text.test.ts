// Hostile input, the text itself: every script of the world, SQL and HTML metacharacters, random
// text, all stored and answered unchanged as inert JSON. And what the browser is told, so that such
// text can never run there: a content security policy without inline script on every page the
// server serves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, orders, users } from '../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../test/harness.ts';
import { createProduct } from '../modules/orders/test-fixtures.ts';
import { demoStoreSettings } from '../modules/store/store-settings.ts';
import { writeStoreSettings } from '../modules/store/store.repository.ts';
import {
  call,
  countRows,
  orderBody,
  percentEncode,
  shippingAddress,
  type Reply,
} from './hardening-kit.ts';

// These suites send hundreds of requests per test; on a busy two-core machine running the
// whole suite at once that can pass the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let webDist: string;
let shopper: Awaited<ReturnType<typeof createTestUser>>;
let kurta: number;

// Store-supplied policy HTML written the way an attacker who got into the owner's settings
// would write it. The storefront sanitises it; the API must only ever carry it as JSON text.
const hostilePolicy =
  '<h1>Returns</h1><script>alert(1)</script><img src=x onerror="alert(2)">' +
  '<a href="javascript:alert(3)">click</a><iframe src="https://evil.example"></iframe>' +
  '<svg onload="alert(4)"><circle r="1"/></svg>';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>shell</title><script type="module" src="/assets/app.js"></script>',
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist, PASSWORD_HASH_COST: '10' } });
  await writeStoreSettings(t.app.db, {
    ...demoStoreSettings,
    policies: { return: hostilePolicy },
  });
  shopper = await createTestUser(t.app.db);
  kurta = (await createProduct(t.app.db, { stock: { S: 1000, M: 1000, L: 1000 } })).id;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const json = (value: unknown) => JSON.stringify(value);

describe(`inputs: text from every script (${testDbKind})`, () => {
  it('accepts unicode and emoji in names and addresses and returns them unchanged', async () => {
    const address = {
      fullName: 'Ananya Ñúñez-Ó Briain 👩🏽‍💻',
      address: 'फ्लैट ४B, “Shanti” Niwas 🏠, 12 Mount Road — near சென்னை Central',
      city: 'தஞ்சாவூர்',
      state: 'Tamil Nadu',
      postalCode: '613001',
      phone: '+91 98765 43210',
    };
    const placed = await call(t.app, 'POST', '/orders', {
      token: shopper.token,
      json: { ...orderBody(kurta), shippingAddress: address },
    });
    expect(placed.status, placed.raw).toBe(201);
    const sent = placed.body as { id: string; shippingAddress: typeof address };
    const read = await call(t.app, 'GET', `/orders/${sent.id}`, { token: shopper.token });
    for (const body of [sent, read.body as typeof sent]) {
      expect(body.shippingAddress.fullName).toBe(address.fullName);
      expect(body.shippingAddress.address).toBe(address.address);
      expect(body.shippingAddress.city).toBe(address.city);
    }

    const names = { firstName: 'प्रिया', lastName: 'Ó Briain-Nāyar' };
    const email = `priya.${Date.now()}@example.in`;
    const reg = await call(t.app, 'POST', '/users/register', {
      json: { email, password: 'monsoon-2025', ...names },
    });
    expect(reg.status, reg.raw).toBe(201);
    const token = (reg.body as { token: string }).token;
    const info = await call(t.app, 'GET', '/accountInfo', { token });
    expect((info.body as { data: typeof names }).data).toMatchObject(names);

    const message = 'क्या यह साड़ी 🥻 रेशम की है? Is it silk — “pure”? 🙏';
    const sentMessage = await call(t.app, 'POST', '/contact', {
      json: { name: 'Léa 🌸 தமிழ்', email: 'lea@example.in', subject: 'साड़ी', message },
    });
    expect(sentMessage.status).toBe(201);
    const [stored] = await t.app.db
      .select({ name: contactMessages.name, message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.email, 'lea@example.in'));
    expect(stored).toEqual({ name: 'Léa 🌸 தமிழ்', message });

    const search = await call(t.app, 'GET', `/products?q=${encodeURIComponent('रेशम 🥻 साड़ी')}`);
    expect(search.status).toBe(200);
  });
});

describe(`inputs: characters with a meaning in SQL and HTML (${testDbKind})`, () => {
  it('stores SQL and HTML metacharacters as text and answers them as inert JSON', async () => {
    const address = {
      fullName: `O'Brien"; DROP TABLE orders; --`,
      address: `<script>alert(1)</script><img src=x onerror=alert(2)> & 100% _done_ \\ ' OR '1'='1`,
      city: `Mumbai'); DELETE FROM users; --`,
      state: 'Maharashtra',
      postalCode: '400050',
      phone: '98765 43210',
    };
    const usersBefore = await countRows(t.app.db, 'users');
    const placed = await call(t.app, 'POST', '/orders', {
      token: shopper.token,
      json: { ...orderBody(kurta), shippingAddress: address },
    });
    expect(placed.status, placed.raw).toBe(201);
    expect(String(placed.headers['content-type'])).toMatch(/^application\/json/);
    expect(placed.headers['x-content-type-options']).toBe('nosniff');
    const id = (placed.body as { id: string }).id;
    const [row] = await t.app.db
      .select({ fullName: orders.fullName, address: orders.address, city: orders.city })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row).toEqual({
      fullName: address.fullName,
      address: address.address,
      city: address.city,
    });
    const read = await call(t.app, 'GET', `/orders/${id}`, { token: shopper.token });
    expect((read.body as { shippingAddress: typeof address }).shippingAddress).toMatchObject({
      fullName: address.fullName,
      address: address.address,
      city: address.city,
    });
    expect(await countRows(t.app.db, 'users')).toBe(usersBefore);

    const contact = await call(t.app, 'POST', '/contact', {
      json: {
        name: `Robert'); DROP TABLE contact_messages;--`,
        email: 'bobby@example.in',
        subject: `<iframe src="javascript:alert(1)">`,
        message: `'; UPDATE orders SET status = 1; --`,
      },
    });
    expect(contact.status).toBe(201);
    expect(await countRows(t.app.db, 'contact_messages')).toBeGreaterThan(0);
    const [{ n: paid }] = (await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.status, 1))) as [{ n: number }];
    expect(paid).toBe(0);

    // Searches and filters with SQL in them match words, never widen the result.
    const plain = (await call(t.app, 'GET', '/products?q=silk')).body as { count: number };
    for (const attack of [`silk' OR '1'='1`, `silk%' --`, `silk); DROP TABLE products; --`]) {
      const res = await call(t.app, 'GET', `/products?q=${encodeURIComponent(attack)}`);
      expect(res.status, attack).toBe(200);
      expect((res.body as { count: number }).count, attack).toBeLessThanOrEqual(plain.count);
    }
    const everything = await call(
      t.app,
      'GET',
      `/products?category=${encodeURIComponent(`x' OR '1'='1`)}`,
    );
    expect((everything.body as { count: number }).count).toBe(0);
    expect(await countRows(t.app.db, 'products')).toBeGreaterThan(100);

    // An email with a quote is an email like any other, found again only by itself.
    const odd = `o'neil.${Date.now()}@example.in`;
    const reg = await call(t.app, 'POST', '/users/register', {
      json: { email: odd, password: 'monsoon-2025', firstName: 'Ona', lastName: "O'Neil" },
    });
    expect(reg.status, reg.raw).toBe(201);
    for (const email of [`x' OR '1'='1@example.in`, `' OR 1=1 --`, `${odd}' --`]) {
      const wrong = await call(t.app, 'POST', '/users/authorize', {
        json: { email, password: 'monsoon-2025' },
      });
      expect([400, 401], email).toContain(wrong.status);
    }
    const [user] = await t.app.db
      .select({ last: users.lastName })
      .from(users)
      .where(eq(users.email, odd));
    expect(user?.last).toBe("O'Neil");
  });
});

describe(`inputs: random text never makes a 5xx (${testDbKind})`, () => {
  it('answers random text in filters, lookups and addresses with a 2xx or a 4xx, never a 5xx', async () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.constantFrom(
        '\u0000',
        '%00',
        '\uD800',
        "'",
        '"',
        '\\',
        '%',
        '_',
        '*',
        ':*',
        '!',
        '&|',
        '<>',
        '..',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.constantFrom('q', 'category', 'gender', 'filter', 'subCategory'),
        async (s, key) => {
          const res = await call(t.app, 'GET', `/products?${key}=${percentEncode(s)}`);
          expect(res.status, `${key}=${json(s)}: ${res.raw.slice(0, 200)}`).toBeLessThan(500);
          expect(res.body, `${key}=${json(s)}`).toBeTypeOf('object');
        },
      ),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(text, async (s) => {
        const res = await call(
          t.app,
          'GET',
          `/orders/${percentEncode(s)}?contactInfo=${percentEncode(s)}`,
        );
        expect(res.status, json(s)).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom(...Object.keys(shippingAddress)), async (s, key) => {
        const res = await call(t.app, 'POST', '/orders', {
          token: shopper.token,
          json: { ...orderBody(kurta), shippingAddress: { ...shippingAddress, [key]: s } },
        });
        expect(res.status, `${key}=${json(s)}: ${res.raw.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe(`browser side: what the server tells the browser (${testDbKind})`, () => {
  /** The directives of a CSP header, by name. */
  const directives = (header: unknown): Map<string, string[]> => {
    const map = new Map<string, string[]>();
    for (const part of String(header ?? '').split(';')) {
      const [name, ...values] = part.trim().split(/\s+/);
      if (name) map.set(name.toLowerCase(), values);
    }
    return map;
  };

  /** Whether the policy lets a page run script it did not load from the store itself. */
  function inlineScriptProblems(header: unknown): string[] {
    const d = directives(header);
    const problems: string[] = [];
    const scriptSrc = d.get('script-src') ?? d.get('default-src');
    if (!scriptSrc) return ['no script-src or default-src'];
    for (const v of scriptSrc) {
      if (/^'(unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval|strict-dynamic)'$/.test(v)) {
        problems.push(`script-src ${v}`);
      }
      if (/^'(nonce|sha256|sha384|sha512)-/.test(v)) problems.push(`script-src ${v}`);
      if (v === '*' || /^(https?|data|blob):?$/.test(v)) problems.push(`script-src ${v}`);
    }
    for (const attr of ['script-src-attr', 'script-src-elem']) {
      for (const v of d.get(attr) ?? []) {
        if (v !== "'none'" && v !== "'self'") problems.push(`${attr} ${v}`);
      }
    }
    // object-src falls back to default-src (CSP level 3); base-uri has no fallback.
    const objectSrc = d.get('object-src') ?? d.get('default-src');
    if (objectSrc?.join(' ') !== "'none'") problems.push('object-src is not none');
    const base = d.get('base-uri')?.join(' ');
    if (base !== "'self'" && base !== "'none'") problems.push('base-uri is open');
    return problems;
  }

  it('sends a policy without inline script on every page it serves', async () => {
    const pages: [string, Reply][] = [
      ['storefront /', await call(t.app, 'GET', '/', { site: true })],
      ['storefront /return (a policy page)', await call(t.app, 'GET', '/return', { site: true })],
      ['storefront deep link', await call(t.app, 'GET', '/product/12', { site: true })],
      ['API JSON', await call(t.app, 'GET', '/storeInfo')],
      ['API error', await call(t.app, 'GET', '/nowhere')],
      ['API docs', await call(t.app, 'GET', '/docs/')],
      [
        'sandbox gateway page',
        await call(t.app, 'POST', '/sandbox-gateway/_payment', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          raw: 'key=nobody',
        }),
      ],
    ];
    for (const [what, res] of pages) {
      expect(res.status, what).toBeLessThan(500);
      expect(inlineScriptProblems(res.headers['content-security-policy']), what).toEqual([]);
    }
    const shell = pages[0]![1];
    expect(shell.status).toBe(200);
    expect(String(shell.headers['content-type'])).toMatch(/^text\/html/);
    expect(directives(shell.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
    const sandbox = pages[6]![1];
    expect(String(sandbox.headers['content-type'])).toMatch(/^text\/html/);
    expect(sandbox.raw).not.toMatch(/<script|\son[a-z]+\s*=|javascript:/i);
  });

  it('lets a page send data only to the store, its storefronts and its payment gateway', async () => {
    // Even a script that got in could not carry the bearer token off to another host: fetch,
    // beacons, images and form posts may only go where the store itself talks.
    const shell = await call(t.app, 'GET', '/', { site: true });
    const d = directives(shell.headers['content-security-policy']);
    const own = ["'self'", ...t.config.corsOrigins];
    expect(d.get('connect-src')?.every((v) => own.includes(v))).toBe(true);
    expect(d.get('img-src')?.every((v) => ["'self'", 'data:', 'blob:'].includes(v))).toBe(true);
    expect(d.get('default-src')).toEqual(["'self'"]);
    const gateway = new URL(t.config.publicUrl).origin;
    expect(d.get('form-action')?.every((v) => v === "'self'" || v === gateway)).toBe(true);
  });

  it('recognises a policy that would allow inline script (so the check above can fail)', () => {
    expect(
      inlineScriptProblems("default-src 'self'; script-src 'self' 'unsafe-inline'"),
    ).not.toEqual([]);
    expect(inlineScriptProblems("script-src 'self' 'nonce-abc'; object-src 'none'")).not.toEqual(
      [],
    );
    expect(inlineScriptProblems("default-src 'self'; object-src 'none'; base-uri 'self'")).toEqual(
      [],
    );
  });
});

describe(`browser side: policy HTML and cross-origin reads (${testDbKind})`, () => {
  it('carries store policy HTML only as JSON text, never as a page of its own', async () => {
    const info = await call(t.app, 'GET', '/storeInfo');
    expect(String(info.headers['content-type'])).toMatch(/^application\/json/);
    expect(info.headers['x-content-type-options']).toBe('nosniff');
    expect((info.body as { policies: Record<string, string> }).policies.return).toBe(hostilePolicy);
    for (const url of ['/api/v1/policies/return', '/api/v1/storeInfo/policies/return']) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(404);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    }
    // The storefront's /return page is the app shell; the policy text arrives only through the API.
    const page = await call(t.app, 'GET', '/return', { site: true });
    expect(page.raw).not.toContain('alert(');
  });

  it('lets the storefront read answers cross-origin only from the configured origins', async () => {
    const allowed = await call(t.app, 'GET', '/accountInfo', {
      token: shopper.token,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    for (const origin of ['https://evil.example', 'http://localhost:5173.evil.example', 'null']) {
      const res = await call(t.app, 'GET', '/accountInfo', {
        token: shopper.token,
        headers: { origin },
      });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});
