// The admin's store settings: owner only, validated, policy HTML cleaned on save, audited, and
// seen by shoppers on another API process within a second.
import { adminStoreDemoDetails, DEMO_DETAILS } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createTestApp, createTestUser, testConfig, type TestApp } from '../../test/harness.ts';
import { adminCaller, createTestStaff, expectAdminGuards } from '../staff/staff.test-kit.ts';

let t: TestApp;
let other: FastifyInstance;
let call: ReturnType<typeof adminCaller>;
let owner: string;
let staff: string;
let shopper: string;

beforeAll(async () => {
  t = await createTestApp();
  // A second API process on the same database, with the default 1-second cache poll.
  other = await buildApp({ config: testConfig(), database: t.database, logger: false });
  await other.ready();
  call = adminCaller(t.app);
  owner = (await createTestStaff(t.app.db, 'owner')).token;
  staff = (await createTestStaff(t.app.db, 'staff')).token;
  shopper = (await createTestUser(t.app.db)).token;
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const storeInfo = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/v1/storeInfo' })).json<{
    storeName: string;
    policies: Record<string, string>;
    shipping: { freeAbove: number; flatFee: number };
  }>();

describe('/admin/store', () => {
  it('is for owners only', async () => {
    await expectAdminGuards(call, { method: 'GET', url: '/store' }, { shopper, staff });
    const current = (await call('GET', '/store', undefined, { token: owner })).body;
    await expectAdminGuards(
      call,
      { method: 'PUT', url: '/store', body: current },
      { shopper, staff },
    );
  });

  it("names the details still the demo shop's, until the owner replaces or clears them", async () => {
    await expectAdminGuards(
      call,
      { method: 'GET', url: '/store/demo-details' },
      { shopper, staff },
    );
    const left = async () =>
      adminStoreDemoDetails.parse(
        (await call('GET', '/store/demo-details', undefined, { token: owner })).body,
      ).left;
    // The demo shop, as `npm start` seeds it: every one of them is made up.
    expect(await left()).toEqual([...DEMO_DETAILS]);
    const demo = (await call('GET', '/store', undefined, { token: owner })).body as Record<
      string,
      unknown
    >;
    const saved = await call(
      'PUT',
      '/store',
      {
        ...demo,
        companyPhone: '+91 90000 11111',
        // The demo's number written another way is still the demo's.
        whatsappNumber: '+919829012345',
        companyEmail: '',
        companyAddress: '',
      },
      { token: owner },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The cleared address and email now show the storefront's placeholder: still not hers.
    const named = ['companyName', 'companyAddress', 'whatsappNumber', 'companyEmail'];
    expect(await left()).toEqual([...named, 'website', 'gstin']);
    expect((await call('PUT', '/store', demo, { token: owner })).status).toBe(200);
    expect(await left()).toEqual([...DEMO_DETAILS]);
  });

  it('refuses a bad field with 400 naming it, and changes nothing', async () => {
    const current = (await call('GET', '/store', undefined, { token: owner })).body;
    const bad = await call('PUT', '/store', { ...current, upiVpa: 'not a vpa' }, { token: owner });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/upiVpa/);
    const unknown = await call('PUT', '/store', { ...current, colour: 'red' }, { token: owner });
    expect(unknown.status).toBe(400);
    const notObject = await call('PUT', '/store', [1, 2], { token: owner });
    expect(notObject.status).toBe(400);
    expect((await call('GET', '/store', undefined, { token: owner })).body).toEqual(current);
  });

  // What QA saved with a 200 before (each with the field the refusal must name).
  const refusals: [string, Record<string, unknown>, RegExp][] = [
    ['companyEmail', { companyEmail: 'not-an-email' }, /email address like care@yourshop\.in/],
    ['companyPhone', { companyPhone: 'abc' }, /phone number like \+91 98765 43210/],
    ['whatsappNumber', { whatsappNumber: '12345' }, /WhatsApp number with its country code/],
    ['website', { website: 'javascript:alert(1)' }, /web address like https:\/\/yourshop\.in/],
    ['companyLogoUrl', { companyLogoUrl: 'javascript:alert(1)' }, /starting with https:\/\//],
    ['companyLogoUrl', { companyLogoUrl: 'data:image/png;base64,AAAA' }, /starting with https/],
    [
      'socialLinks.instagram',
      { socialLinks: { instagram: 'javascript:alert(1)', facebook: '', twitter: '' } },
      /https:\/\/instagram\.com\/yourshop/,
    ],
    [
      'socialLinks.facebook',
      { socialLinks: { instagram: '', facebook: 'javascript:alert(1)', twitter: '' } },
      /https:\/\/facebook\.com\/yourshop/,
    ],
    [
      'socialLinks.twitter',
      { socialLinks: { instagram: '', facebook: '', twitter: 'javascript:alert(1)' } },
      /https:\/\/x\.com\/yourshop/,
    ],
    [
      'delivery.holidays.0',
      { holidays: ['2026-02-30'] },
      /2026-02-30 is not a date on the calendar/,
    ],
    ['categories.1', { categories: ['Sarees', 'SAREES '] }, /"SAREES" is already in the list/],
    ['categories.1', { categories: ['Sarees', ' '] }, /a category needs a name/],
  ];

  it.each(refusals)(
    'refuses a bad %s with 400 naming it in plain words, and changes nothing',
    async (path, change, message) => {
      const current = (await call('GET', '/store', undefined, { token: owner })).body as Record<
        string,
        unknown
      >;
      const body =
        'holidays' in change
          ? {
              ...current,
              delivery: { ...(current.delivery as object), holidays: change.holidays },
            }
          : { ...current, ...change };
      const bad = await call('PUT', '/store', body, { token: owner });
      expect(bad.status).toBe(400);
      const error = String(bad.body.error);
      expect(error.startsWith(`Invalid store configuration at ${path}: `), error).toBe(true);
      expect(error).toMatch(message);
      expect((await call('GET', '/store', undefined, { token: owner })).body).toEqual(current);
    },
  );
});

describe('/admin/store: saving and what shoppers see', () => {
  it('saves Indian contact details, https links and a logo path, and shoppers see them', async () => {
    const current = (await call('GET', '/store', undefined, { token: owner })).body as Record<
      string,
      unknown
    >;
    const contact = {
      companyPhone: '022 2640 1234',
      companyEmail: 'care@rangmahal.in',
      companyLogoUrl: '/brand/logo.png',
      website: 'https://rangmahal.in',
      socialLinks: {
        instagram: 'https://instagram.com/rangmahal',
        facebook: 'https://facebook.com/rangmahal',
        twitter: 'https://x.com/rangmahal',
      },
    };
    const saved = await call('PUT', '/store', { ...current, ...contact }, { token: owner });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body).toMatchObject(contact);
    const phone = await call(
      'PUT',
      '/store',
      { ...current, ...contact, companyPhone: '+91 98765 43210' },
      { token: owner },
    );
    expect(phone.status, phone.raw).toBe(200);
    expect(phone.body.companyPhone).toBe('+91 98765 43210');
  });

  it('saves, cleans policy HTML, writes the audit log, and another process serves it within a second', async () => {
    await storeInfo(other); // the other process has the old answer cached
    const current = (await call('GET', '/store', undefined, { token: owner })).body as Record<
      string,
      unknown
    >;
    const saved = await call(
      'PUT',
      '/store',
      {
        ...current,
        storeName: 'Chanderi House',
        policies: {
          refund:
            '<h2>Refunds</h2><p onclick="steal()">Within 7 days.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        },
        admin: { lowStockThreshold: 5 },
      },
      { token: owner },
    );
    expect(saved.status, saved.raw).toBe(200);
    const refund = (saved.body.policies as Record<string, string>).refund!;
    expect(refund).toContain('<h2>Refunds</h2><p>Within 7 days.</p>');
    expect(refund).not.toMatch(/script|onclick|javascript/);

    const started = Date.now();
    let seen = '';
    while (Date.now() - started < 1500) {
      seen = (await storeInfo(other)).storeName;
      if (seen === 'Chanderi House') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe('Chanderi House');
    expect(Date.now() - started).toBeLessThan(1200);

    const audit = await call('GET', '/audit?entity=store', undefined, { token: owner });
    const entry = (
      audit.body.data as {
        action: string;
        before: { storeName: string };
        after: { storeName: string };
      }[]
    )[0]!;
    expect(entry.action).toBe('store.update');
    expect(entry.before.storeName).not.toBe('Chanderi House');
    expect(entry.after.storeName).toBe('Chanderi House');

    const today = await call('GET', '/today', undefined, { token: staff });
    expect(today.body.lowStockThreshold).toBe(5);
  });

  it('tells shoppers what delivery costs, as the owner set it, so the storefront never promises free shipping it charges for', async () => {
    const current = (await call('GET', '/store', undefined, { token: owner })).body as Record<
      string,
      unknown
    >;
    const saved = await call(
      'PUT',
      '/store',
      { ...current, shipping: { freeAbovePaise: 149_900, flatFeePaise: 9_900 } },
      { token: owner },
    );
    expect(saved.status, saved.raw).toBe(200);
    let seen = (await storeInfo(t.app)).shipping;
    for (let i = 0; i < 40 && seen.freeAbove !== 1499; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      seen = (await storeInfo(t.app)).shipping;
    }
    expect(seen).toEqual({ freeAbove: 1499, flatFee: 99 });
  });
});
