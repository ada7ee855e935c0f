import { describe, expect, it } from 'vitest';
import { storeInfoFixture } from '../../test/store-info';
import { DEFAULT_BRAND, DEFAULT_CONTACT, resolveStoreInfo } from './store-defaults';

describe('resolveStoreInfo names (docs/product/storefront.md sections 1 and 9)', () => {
  it('uses the store name first', () => {
    const info = resolveStoreInfo(
      storeInfoFixture({ storeName: 'Rangrez', companyName: 'Rangrez Pvt Ltd' }),
    );
    expect(info.brand).toBe('Rangrez');
    expect(info.copyrightName).toBe('Rangrez');
  });

  it('falls back to the company name when the store name is blank', () => {
    const info = resolveStoreInfo(
      storeInfoFixture({ storeName: '  ', companyName: 'Rangrez Pvt Ltd' }),
    );
    expect(info.brand).toBe('Rangrez Pvt Ltd');
    expect(info.copyrightName).toBe('Rangrez Pvt Ltd');
  });

  it('falls back to the default brand, and Ethnic Elegance on the copyright line', () => {
    for (const info of [resolveStoreInfo(storeInfoFixture()), resolveStoreInfo(undefined, true)]) {
      expect(info.brand).toBe(DEFAULT_BRAND);
      expect(info.copyrightName).toBe('Ethnic Elegance');
    }
  });
});

describe('resolveStoreInfo categories', () => {
  it("uses the store's own categories, trimmed, without blanks", () => {
    const info = resolveStoreInfo(storeInfoFixture({ categories: [' Sarees ', '', 'Lehengas'] }));
    expect(info.categories).toEqual(['Sarees', 'Lehengas']);
    expect(info.hasStoreCategories).toBe(true);
  });

  it('falls back to Men, Women and Accessories when the store has none', () => {
    const info = resolveStoreInfo(storeInfoFixture({ categories: [' '] }));
    expect(info.categories).toEqual(['Men', 'Women', 'Accessories']);
    expect(info.hasStoreCategories).toBe(false);
  });

  it('keeps the usual defaults while the store information is still loading', () => {
    expect(resolveStoreInfo(undefined).categories).toEqual(['Men', 'Women', 'Accessories']);
  });

  it('falls back to Accessories alone when the store information failed to load (docs/product/storefront.md section 8)', () => {
    const info = resolveStoreInfo(undefined, true);
    expect(info.categories).toEqual(['Accessories']);
    expect(info.hasStoreCategories).toBe(false);
  });

  it('keeps data from an earlier load when a refresh fails', () => {
    const info = resolveStoreInfo(storeInfoFixture({ categories: [] }), true);
    expect(info.categories).toEqual(['Men', 'Women', 'Accessories']);
  });
});

describe('resolveStoreInfo contact (docs/decisions/034)', () => {
  it('falls back to the default contact only when the store information could not be loaded', () => {
    expect(resolveStoreInfo(undefined, true)).toMatchObject({
      email: DEFAULT_CONTACT.email,
      phone: DEFAULT_CONTACT.phone,
      address: DEFAULT_CONTACT.address,
    });
    // Still loading: nothing yet, so nothing made up flashes before the store's own.
    expect(resolveStoreInfo(undefined)).toMatchObject({ email: '', phone: '', address: '' });
    // Loaded, left empty: none; an earlier answer kept through a failed refresh: as it was.
    expect(resolveStoreInfo(storeInfoFixture())).toMatchObject({ email: '', phone: '' });
    expect(
      resolveStoreInfo(storeInfoFixture({ companyEmail: 'hello@rangmahal.in' }), true).email,
    ).toBe('hello@rangmahal.in');
  });
});
