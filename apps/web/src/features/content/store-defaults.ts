import type { PaymentMethod, StoreInfo, StorePicture } from '@store/contract';
import { DEFAULT_CATEGORIES } from '@store/contract/storefront-reads';
import { msgid, t } from '../../lib/i18n';

/** docs/product/storefront.md sections 1 and 9: what the shop shows when the store leaves a field empty. */
export const DEFAULT_BRAND = 'Ethnic Elegance';
export const DEFAULT_COPYRIGHT_NAME = 'Ethnic Elegance';
/** docs/product/storefront.md section 8: with no store information at all, only a category every store carries. */
export const UNAVAILABLE_CATEGORIES = ['Accessories'] as const;
export const HOME_DEFAULT_CATEGORIES = ['Kurtas & Kurta Sets', 'Ethnic Wear'] as const;
/**
 * The contact the storefront falls back to only when the store's information could not be loaded
 * at all. A store that answered with a detail left empty shows no such detail: a made-up phone,
 * email or address must never pass for a real shop's (docs/decisions/034).
 */
export const DEFAULT_CONTACT = {
  email: 'care@ethnicelegance.in',
  phone: '+91 98765 43210',
  address: 'Linking Road, Bandra West, Mumbai, Maharashtra 400050, India',
  hours: msgid('Monday to Saturday, 10AM - 6PM'),
} as const;

/** Store information with every fallback applied: what components read. */
export interface ResolvedStoreInfo {
  /** The languages the shop offers (docs/decisions/031); both until the store says otherwise. */
  languages: readonly ('en' | 'hi')[];
  brand: string;
  copyrightName: string;
  companyName: string;
  description: string;
  /** The store's address, phone and email; empty: the store gave none, and none is shown. */
  address: string;
  phone: string;
  /** The "Chat on WhatsApp" number (docs/whatsapp.md); empty: no button. */
  whatsappNumber: string;
  email: string;
  logoUrl: string;
  socialLinks: { instagram: string; facebook: string; twitter: string };
  categories: string[];
  /** True when the categories are the store's own rather than the defaults. */
  hasStoreCategories: boolean;
  /** The categories' Hindi names, sent to Hindi pages only (docs/decisions/032): nameIn(). */
  categoryNames: Readonly<Record<string, string>>;
  policies: Record<string, string>;
  /** The store takes test payments only: every page says so (app/layout/test-mode-bar.tsx). */
  testMode: boolean;
  /** The logo the owner uploaded, or null: the header then shows the brand as text. */
  logo: StorePicture | null;
  /** Tile pictures by category name; a category without one shows its drawn art. */
  categoryTiles: Record<string, StorePicture>;
  /** The payment methods the store takes, or null when the server did not say (older API). */
  paymentMethods: PaymentMethod[] | null;
  /** What delivery costs in rupees (docs/offers.md), or null when the server did not say. */
  shipping: { freeAbove: number; flatFee: number } | null;
}

const text = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * `loadFailed` says the store information could not be loaded: without data the categories then
 * fall back to Accessories alone (docs/product/storefront.md section 8) rather than to the store's usual defaults.
 */
export function resolveStoreInfo(
  info: StoreInfo | null | undefined,
  loadFailed = false,
): ResolvedStoreInfo {
  const storeName = text(info?.storeName);
  const companyName = text(info?.companyName);
  const categories = (info?.categories ?? []).map((c) => c.trim()).filter(Boolean);
  // Read with care: a store from before the setting answers no `languages`.
  const said = (info as { languages?: unknown } | null | undefined)?.languages;
  const languages = Array.isArray(said) ? said.filter((l) => l === 'en' || l === 'hi') : [];
  // The default contact only when nothing could be loaded; empty while loading or when unset.
  const unloaded = (fallback: string) => (!info && loadFailed ? fallback : '');
  return {
    languages: languages.length > 0 ? languages : ['en', 'hi'],
    brand: storeName || companyName || DEFAULT_BRAND,
    copyrightName: storeName || companyName || DEFAULT_COPYRIGHT_NAME,
    companyName: companyName || storeName || DEFAULT_BRAND,
    description:
      text(info?.description) ||
      'Handpicked kurtas, sarees, lehengas and sherwanis, woven with heritage and cut for today.',
    address: text(info?.companyAddress) || unloaded(DEFAULT_CONTACT.address),
    phone: text(info?.companyPhone) || unloaded(DEFAULT_CONTACT.phone),
    whatsappNumber: text(info?.whatsappNumber),
    email: text(info?.companyEmail) || unloaded(DEFAULT_CONTACT.email),
    logoUrl: text(info?.companyLogoUrl),
    socialLinks: {
      instagram: text(info?.socialLinks?.instagram),
      facebook: text(info?.socialLinks?.facebook),
      twitter: text(info?.socialLinks?.twitter),
    },
    categories:
      categories.length > 0
        ? categories
        : [...(loadFailed && !info ? UNAVAILABLE_CATEGORIES : DEFAULT_CATEGORIES)],
    hasStoreCategories: categories.length > 0,
    categoryNames: info?.categoryNames ?? {},
    policies: info?.policies ?? {},
    testMode: info?.testMode === true,
    logo: info?.logo ?? null,
    categoryTiles: info?.categoryTiles ?? {},
    paymentMethods: info?.paymentMethods ?? null,
    shipping: info?.shipping ?? null,
  };
}

/** The store's social profiles, in the order every page lists them; an empty address is unset. */
export function socialLinks(info: ResolvedStoreInfo) {
  return [
    { label: t('Instagram'), short: 'IG', href: info.socialLinks.instagram },
    { label: t('Facebook'), short: 'FB', href: info.socialLinks.facebook },
    { label: t('X (Twitter)'), short: 'X', href: info.socialLinks.twitter },
  ];
}

/** A tel: address for the store's phone as it is written ("+91 98765 43210"). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** An external profile link's attributes: a new tab when set, '#' when the store left it empty. */
export const externalLinkProps = (href: string) =>
  href
    ? { href, target: '_blank', rel: 'noopener noreferrer' }
    : { href: '#', target: undefined, rel: undefined };
