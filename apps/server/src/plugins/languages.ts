// The storefront in English and in Hindi (docs/decisions/031-hindi-storefront.md): every page
// has a Hindi address under /hi, the shopper's choice is remembered in a cookie so the server
// renders her next visit in it (no English flash first), and the pages name each other for
// search engines (hreflang). A shop that offers English only sends /hi addresses to English.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chunkFiles, type Manifest } from './storefront-build.ts';
import { canonicalReadOfUrl } from '@store/contract/storefront-reads';

export type Language = 'en' | 'hi';

/** The cookie that keeps the shopper's language on her phone. */
export const LANGUAGE_COOKIE = 'store_lang';
const HINDI = /^\/hi(?=\/|$)/;

/** The language of an address and the address without its /hi. */
export function splitLanguage(pathname: string): { lang: Language; inner: string } {
  if (!HINDI.test(pathname)) return { lang: 'en', inner: pathname };
  return { lang: 'hi', inner: pathname.replace(HINDI, '') || '/' };
}

/** The address (path and query, without /hi) in `lang`. */
export function addressIn(lang: Language, inner: string): string {
  if (lang === 'en') return inner;
  return inner === '/' ? '/hi' : inner.startsWith('/?') ? `/hi${inner.slice(1)}` : `/hi${inner}`;
}

/** The languages the shop offers, from its store information (both when it does not say). */
export function offeredLanguages(storeInfoJson: string | undefined): Language[] {
  let said: unknown;
  try {
    said = storeInfoJson ? (JSON.parse(storeInfoJson) as { languages?: unknown }).languages : [];
  } catch {
    said = undefined;
  }
  const list = Array.isArray(said) ? said.filter((l) => l === 'en' || l === 'hi') : [];
  return list.length > 0 ? list : ['en', 'hi'];
}

/** Whether the server answers the catalog in Hindi: one that names the shop's languages does. */
export function catalogSpeaks(storeInfoJson: string | undefined): boolean {
  try {
    return (
      !!storeInfoJson &&
      Array.isArray((JSON.parse(storeInfoJson) as { languages?: unknown }).languages)
    );
  } catch {
    return false;
  }
}

/** A catalog read (a listing, one product) asked for in `lang`, as the page's script asks it. */
export function readIn(lang: Language, read: string): string {
  if (lang === 'en' || !/^\/products(?:\/\d+)?(?:\?|$)/.test(read)) return read;
  return canonicalReadOfUrl(`${read}${read.includes('?') ? '&' : '?'}lang=${lang}`);
}

/** The language the shopper chose on this phone, if she did. */
export function chosenLanguage(req: FastifyRequest): Language | undefined {
  const cookie = req.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|hi)(?:;|$)`).exec(cookie);
  return match?.[1] as Language | undefined;
}

/**
 * Where a page request should go instead, if anywhere: a /hi address of a shop without Hindi to
 * its English page; an English address to its Hindi one when the shopper chose Hindi on this phone.
 */
export function languageRedirect(
  req: FastifyRequest,
  url: URL,
  offered: readonly Language[],
): string | undefined {
  const { lang, inner } = splitLanguage(url.pathname);
  const hindi = offered.includes('hi');
  if (lang === 'hi' && !hindi) return `${inner}${url.search}`;
  if (lang === 'en' && hindi && chosenLanguage(req) === 'hi') {
    return addressIn('hi', `${inner}${url.search}`);
  }
  return undefined;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's links to its versions: hreflang en, hi and x-default (the English page). */
export function alternateLinks(publicUrl: string, innerAddress: string): string {
  const en = `${publicUrl}${innerAddress}`;
  const hi = `${publicUrl}${addressIn('hi', innerAddress)}`;
  return [
    ['en-IN', en],
    ['hi-IN', hi],
    ['x-default', en],
  ]
    .map(
      ([code, href]) =>
        `<link rel="alternate" hreflang="${code}" href="${escapeAttribute(href ?? '')}">`,
    )
    .join('');
}

/** `<html lang>` of the shell, for the page's language. */
export const withHtmlLanguage = (page: string, lang: Language): string =>
  lang === 'en' ? page : page.replace(/<html lang="[^"]*"/, '<html lang="hi-IN"');

/** Only an address inside the store: a path, never another site (`//host`, `/\host`). */
const safeTarget = (to: unknown): string =>
  typeof to === 'string' && /^\/(?![/\\])[^\s]*$/.test(to) && to.length <= 2000 ? to : '/';

/**
 * GET /language/{en|hi}?to=/hi/product/7: remembers the language on the phone for a year and goes
 * on to the page (the header's and footer's switch, which works before the script has run).
 */
export function registerLanguageSwitch(app: FastifyInstance): void {
  app.get<{ Params: { lang: string }; Querystring: { to?: string } }>(
    '/language/:lang',
    { schema: { hide: true } },
    async (req, reply) => {
      const { lang } = req.params;
      if (lang !== 'en' && lang !== 'hi') {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const target = safeTarget(req.query.to);
      const { inner } = splitLanguage(target.split('?')[0] ?? '/');
      const search = target.includes('?') ? target.slice(target.indexOf('?')) : '';
      return reply
        .header('set-cookie', `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`)
        .header('cache-control', 'no-store')
        .redirect(addressIn(lang, `${inner}${search}`), 303);
    },
  );
}

/** The Hindi catalog's module in the web build (apps/web/src/i18n/hi.ts). */
const HINDI_CATALOG = 'src/i18n/hi.ts';
/**
 * The Devanagari face of the web build: Noto Sans Devanagari cut to the Devanagari block
 * (scripts/devanagari-fonts.mjs, decision 031).
 */
const FONT_FILE = /^noto-sans-devanagari-400-[\w-]+\.woff2$/;
/** The letters the face has: the Devanagari block, the joiners, the rupee signs, the dotted circle. */
const DEVANAGARI_RANGE = 'U+0900-097F,U+200C-200D,U+20A8,U+20B9,U+25CC';

/**
 * The Devanagari faces phones and computers carry, by the full and PostScript names `local()`
 * matches: Android, ChromeOS and most Linux (Noto, and its older UI cut), Windows 8.1 and later
 * (Nirmala UI) and before (Mangal), iOS and macOS (Kohinoor Devanagari, Devanagari Sangam MN).
 * A device with one of them uses it and never downloads the store's face.
 */
export const LOCAL_DEVANAGARI = [
  'Noto Sans Devanagari',
  'Noto Sans Devanagari Regular',
  'NotoSansDevanagari-Regular',
  'Noto Sans Devanagari UI',
  'NotoSansDevanagariUI-Regular',
  'Nirmala UI',
  'NirmalaUI',
  'Kohinoor Devanagari Regular',
  'KohinoorDevanagari-Regular',
  'Devanagari Sangam MN',
  'DevanagariSangamMN',
  'Mangal',
];
const localSources = LOCAL_DEVANAGARI.map((name) => `local("${name}")`).join(',');

/**
 * The one inline script of a Hindi page (its CSP allows it by its hash, FONT_CHECK_SOURCE): when
 * none of the device's own faces answers `local()`, the store's face is preloaded, so it arrives
 * before the first layout on a fast connection; a device with its own face fetches nothing. It
 * reads the names and the file from its own data attributes, so its text, and so its hash, never
 * changes with a build. Without FontFace (an old browser) nothing is preloaded, and the face's
 * `url()` is fetched at the first layout that needs it.
 */
export const FONT_CHECK_SCRIPT =
  '(function(s){try{new FontFace("l",s.dataset.local).load().catch(function(){' +
  'var l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";' +
  'l.crossOrigin="";l.fetchPriority="low";l.href=s.dataset.href;document.head.appendChild(l)})}' +
  'catch(e){}})(document.currentScript)';

/** The CSP source that allows the font check and no other inline script (Hindi pages only). */
export const FONT_CHECK_SOURCE = `'sha256-${createHash('sha256').update(FONT_CHECK_SCRIPT).digest('base64')}'`;

/**
 * What a Hindi page adds to the shell: its catalog's chunk, preloaded beside the app, and the
 * Devanagari face (`face`, put before the page's style sheets). The face takes only Devanagari
 * letters (unicode-range) and uses the device's own Devanagari face when it has one of
 * `LOCAL_DEVANAGARI`; the script preloads the file only when it has none. `swap` display: a
 * device with a face of its own uses it at once (nothing to swap, nothing moves), and one without
 * shows the store's face as soon as it arrives. `optional` kept such a device's first fallback for
 * the whole visit, and with no Devanagari face anywhere that fallback is boxes (seen at 1280 px
 * on a loaded machine, the face 100 ms late); a late face now moves the page once (CLS 0.008 on
 * /hi/products at 1280 px, the face held back 0.8 s) rather than leave it unreadable.
 *
 * The face comes before the style sheets because the app switches the whole style sheet on
 * before it hydrates (apps/web/src/mount.tsx): Chromium then counts every sheet after the one
 * switched on as changed and makes their @font-face rules again, and a face made again finds its
 * file in the memory cache and is used at once, `optional` or not: on a device without a
 * Devanagari face the whole page was laid out again in it after the first paint (CLS 0.035 on
 * /hi). A face ahead of that sheet is left as it is.
 */
export function hindiFiles(
  distDir: string,
  manifest: Manifest,
): { chunks: string[]; face: string } {
  const chunks = chunkFiles(manifest, HINDI_CATALOG);
  let font: string | undefined;
  try {
    font = fs.readdirSync(path.join(distDir, 'assets')).find((file) => FONT_FILE.test(file));
  } catch {
    font = undefined;
  }
  if (!font) return { chunks, face: '' };
  const href = `/assets/${font}`;
  const face =
    `<style data-devanagari>@font-face{font-family:"Store Devanagari";font-style:normal;font-weight:400;` +
    `font-display:swap;src:${localSources},url(${href}) format("woff2");unicode-range:${DEVANAGARI_RANGE}}</style>` +
    `<script data-local="${escapeAttribute(localSources)}" data-href="${escapeAttribute(href)}">${FONT_CHECK_SCRIPT}</script>`;
  return { chunks, face };
}
