import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error.ts';
import { catalogVersion } from '../catalog/catalog-version.repository.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/harness.ts';
import { demoStoreSettings } from './store-settings.ts';
import {
  DEFAULT_CATEGORIES,
  getStoreInfo,
  saveStoreSettings,
  savedStoreSettings,
} from './store.service.ts';

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
