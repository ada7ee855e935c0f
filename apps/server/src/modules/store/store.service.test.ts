import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error.ts';
import { catalogVersion } from '../../kernel/catalog-version.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/harness.ts';
import {
  demoStoreSettings,
  isCalendarDate,
  isHttpUrl,
  isPhoneNumber,
  isSafeLink,
  isSitePath,
  SETTING_MESSAGES,
  storeSettingsWriteSchema,
} from './store-settings.ts';
import { writeStoreSettings } from './store.repository.ts';
import { DEFAULT_CATEGORIES } from '@store/contract/storefront-reads';
import { getStoreInfo, saveStoreSettings, savedStoreSettings } from './store.service.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`store settings (${testDbKind})`, () => {
  it('answers defaults until the owner saves a configuration', async () => {
    expect(await savedStoreSettings(database.db)).toBeNull();
    const info = await getStoreInfo(database.db);
    expect(info.storeName).toBe('');
    expect(info.categories).toEqual(DEFAULT_CATEGORIES);
  });

  it('refuses a configuration that breaks the rules, naming the field, and keeps the old one', async () => {
    const before = await catalogVersion(database.db);
    const attempt = saveStoreSettings(database.db, { ...demoStoreSettings, upiVpa: 'not a vpa' });
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Invalid store configuration at upiVpa: upiVpa must look like name@bank',
    });
    await expect(
      saveStoreSettings(database.db, { storeName: 'X', extra: 1 }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/^Invalid store configuration at /),
    });
    expect(await savedStoreSettings(database.db)).toBeNull();
    expect(await catalogVersion(database.db)).toBe(before);
  });

  it('saves a whole configuration and moves the catalog version, so caches drop store info', async () => {
    const before = await catalogVersion(database.db);
    await saveStoreSettings(database.db, { ...demoStoreSettings, storeName: 'Rangoli' });
    expect(await savedStoreSettings(database.db)).toEqual({
      ...demoStoreSettings,
      storeName: 'Rangoli',
    });
    expect((await getStoreInfo(database.db)).storeName).toBe('Rangoli');
    expect(await catalogVersion(database.db)).toBe(before + 1);
  });
});

describe(`store settings: what a save must meet (${testDbKind})`, () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['companyEmail', { companyEmail: 'not-an-email' }, SETTING_MESSAGES.companyEmail],
    ['companyPhone', { companyPhone: 'abc' }, SETTING_MESSAGES.companyPhone],
    ['companyPhone', { companyPhone: '98765' }, SETTING_MESSAGES.companyPhone],
    ['companyPhone', { companyPhone: '98765 43210 ext' }, SETTING_MESSAGES.companyPhone],
    ['website', { website: 'javascript:alert(1)' }, SETTING_MESSAGES.website],
    ['website', { website: 'data:text/html,<b>hi</b>' }, SETTING_MESSAGES.website],
    ['companyLogoUrl', { companyLogoUrl: 'javascript:alert(1)' }, SETTING_MESSAGES.companyLogoUrl],
    [
      'companyLogoUrl',
      { companyLogoUrl: '//evil.example/logo.png' },
      SETTING_MESSAGES.companyLogoUrl,
    ],
    [
      'socialLinks.instagram',
      { socialLinks: { instagram: 'javascript:alert(1)', facebook: '', twitter: '' } },
      SETTING_MESSAGES.socialLink('instagram.com'),
    ],
    [
      'socialLinks.facebook',
      { socialLinks: { instagram: '', facebook: 'JavaScript:alert(1)', twitter: '' } },
      SETTING_MESSAGES.socialLink('facebook.com'),
    ],
    [
      'socialLinks.twitter',
      { socialLinks: { instagram: '', facebook: '', twitter: 'data:text/html,x' } },
      SETTING_MESSAGES.socialLink('x.com'),
    ],
    [
      'delivery.holidays.1',
      { delivery: { ...demoStoreSettings.delivery, holidays: ['2026-01-26', '2026-02-30'] } },
      SETTING_MESSAGES.holiday('2026-02-30'),
    ],
    [
      'categories.2',
      { categories: ['Men', 'Women', ' men '] },
      SETTING_MESSAGES.duplicateCategory('men', 'Men'),
    ],
    ['categories.1', { categories: ['Men', '   '] }, SETTING_MESSAGES.blankCategory],
    ['categories.1', { categories: ['Men', ''] }, SETTING_MESSAGES.blankCategory],
  ];

  it.each(refusals)(
    'refuses a bad %s in plain words and keeps the saved settings',
    async (path, change, message) => {
      const saved = await saveStoreSettings(database.db, demoStoreSettings);
      const before = await catalogVersion(database.db);
      await expect(
        saveStoreSettings(database.db, { ...demoStoreSettings, ...change }),
      ).rejects.toMatchObject({
        kind: 'invalid',
        message: `Invalid store configuration at ${path}: ${message}`,
      });
      expect(await savedStoreSettings(database.db)).toEqual(saved);
      expect(await catalogVersion(database.db)).toBe(before);
    },
  );
});

describe(`store settings: what a save accepts (${testDbKind})`, () => {
  it('takes Indian phone numbers, web addresses, a logo path on the site and real holidays', async () => {
    for (const companyPhone of [
      '+91 98765 43210',
      '022 2640 1234',
      '(022) 2640-1234',
      '+91-98765-43210',
      '1800 123 4567',
      '',
    ]) {
      await saveStoreSettings(database.db, { ...demoStoreSettings, companyPhone });
      expect((await savedStoreSettings(database.db))?.companyPhone).toBe(companyPhone);
    }
    const good = {
      ...demoStoreSettings,
      companyEmail: 'care@rangmahal.in',
      companyLogoUrl: '/media/logo.png',
      website: 'https://www.rangmahal.in',
      socialLinks: {
        instagram: 'https://instagram.com/rangmahal',
        facebook: 'http://facebook.com/rangmahal',
        twitter: '',
      },
      categories: ['Sarees', 'Kurtas & Kurta Sets', 'Lehengas'],
      delivery: { ...demoStoreSettings.delivery, holidays: ['2028-02-29', '2026-12-31'] },
    };
    await saveStoreSettings(database.db, good);
    expect(await savedStoreSettings(database.db)).toEqual(good);
    for (const website of ['rangmahal.in', 'www.rangmahal.in/sale', '']) {
      await saveStoreSettings(database.db, { ...good, website });
      expect((await savedStoreSettings(database.db))?.website).toBe(website);
    }
    for (const companyLogoUrl of ['https://cdn.rangmahal.in/logo.webp', '']) {
      await saveStoreSettings(database.db, { ...good, companyLogoUrl });
      expect((await savedStoreSettings(database.db))?.companyLogoUrl).toBe(companyLogoUrl);
    }
  });

  it('keeps an empty store name as the fallback, saves a blank one as empty, and trims what was typed', async () => {
    await saveStoreSettings(database.db, {
      ...demoStoreSettings,
      storeName: '   ',
      companyEmail: ' care@rangmahal.in ',
      companyPhone: ' +91 98765 43210 ',
      categories: [' Sarees ', 'Kurtas'],
    });
    const saved = await savedStoreSettings(database.db);
    expect(saved).toMatchObject({
      storeName: '',
      companyEmail: 'care@rangmahal.in',
      companyPhone: '+91 98765 43210',
      categories: ['Sarees', 'Kurtas'],
    });
    // docs/product/storefront.md section 1: empty means the storefront's own name.
    expect((await getStoreInfo(database.db)).storeName).toBe('');
  });

  it('lets the demo store save as it was seeded', () => {
    expect(storeSettingsWriteSchema.parse(demoStoreSettings)).toEqual(demoStoreSettings);
  });

  it('still reads settings saved before these rules, and gives shoppers no javascript: link', async () => {
    // What an earlier release let through: the repository writes it as it did then.
    const old = {
      ...demoStoreSettings,
      companyPhone: 'abc',
      companyEmail: 'not-an-email',
      companyLogoUrl: 'javascript:alert(1)',
      socialLinks: {
        instagram: ' java\tscript:alert(1)',
        facebook: 'data:text/html,x',
        twitter: 'https://x.com/rangmahal',
      },
      categories: ['Men', 'men'],
      delivery: { ...demoStoreSettings.delivery, holidays: ['2026-02-30'] },
    };
    await database.db.transaction((tx) => writeStoreSettings(tx, old));
    // The whole configuration is still there (UPI, GST, delivery), not the defaults.
    expect(await savedStoreSettings(database.db)).toEqual(old);
    const info = await getStoreInfo(database.db);
    expect(info.storeName).toBe(demoStoreSettings.storeName);
    expect(info.companyLogoUrl).toBe('');
    expect(info.socialLinks).toEqual({
      instagram: '',
      facebook: '',
      twitter: 'https://x.com/rangmahal',
    });
    // The owner's next save names what to put right.
    await expect(saveStoreSettings(database.db, old)).rejects.toMatchObject({
      message: `Invalid store configuration at companyLogoUrl: ${SETTING_MESSAGES.companyLogoUrl}`,
    });
  });
});

describe('the rules of a save, one by one', () => {
  it('knows a calendar date', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-4-1')).toBe(false);
  });

  it('knows a phone number', () => {
    expect(isPhoneNumber('+91 98765 43210')).toBe(true);
    expect(isPhoneNumber('022 2640 1234')).toBe(true);
    expect(isPhoneNumber('abc')).toBe(false);
    expect(isPhoneNumber('98 76+54 3210')).toBe(false);
    expect(isPhoneNumber('1234567')).toBe(false);
  });

  it('knows an http address, a site path and a safe link', () => {
    expect(isHttpUrl('https://rangmahal.in/a?b=1')).toBe(true);
    expect(isHttpUrl('http:/rangmahal.in')).toBe(false);
    expect(isHttpUrl('https://')).toBe(false);
    expect(isHttpUrl('ftp://rangmahal.in')).toBe(false);
    expect(isSitePath('/logo.png')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSafeLink('')).toBe(true);
    expect(isSafeLink('instagram.com/rangmahal')).toBe(true);
    expect(isSafeLink('HTTPS://x.com')).toBe(true);
    expect(isSafeLink('vbscript:x')).toBe(false);
    expect(isSafeLink('\u0001javascript:alert(1)')).toBe(false);
  });
});
