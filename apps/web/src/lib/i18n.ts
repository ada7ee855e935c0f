// The storefront's two languages (docs/decisions/031-hindi-storefront.md). English texts stay in
// the code as they are and are their own keys; a Hindi page loads the Hindi catalog
// (src/i18n/hi.ts, a chunk of its own) before it renders, so an English page carries no Hindi and
// no library: t() is a lookup in a plain object, or the English text itself.
import { createElement, Fragment, type ReactNode } from 'react';

export type Language = 'en' | 'hi';

let words: Readonly<Record<string, string>> | undefined;
let current: Language = 'en';
let catalogInLanguage = false;

/** `english` in the page's language. */
export const t = (english: string): string => words?.[english] ?? english;

/** t() with `{name}` marks filled in from `values`. */
export const tf = (english: string, values: Record<string, string | number>): string =>
  t(english).replace(/\{(\w+)\}/g, (mark, name: string) =>
    name in values ? String(values[name]) : mark,
  );

/**
 * t() for a sentence with parts of the page inside it (an amount in <strong>, a link): each
 * `{name}` mark becomes its node from `parts`, so the Hindi can put them in its own word order.
 * The pieces are a list React renders as it is; each part keeps its key from its mark's place.
 */
export function tx(english: string, parts: Record<string, ReactNode>): ReactNode[] {
  return t(english)
    .split(/\{(\w+)\}/)
    .map((piece, i) =>
      i % 2 === 0
        ? piece
        : piece in parts
          ? createElement(Fragment, { key: i }, parts[piece])
          : `{${piece}}`,
    );
}

/** The page's language. One per page load: switching goes to the other address. */
export const language = (): Language => current;

/**
 * Set once before the first render (src/mount.tsx), or around one render on the server. A
 * Hindi page's catalog reads ask for Hindi (`?lang=hi`) on both sides, whatever else the page
 * carried: the client once read this from the store information the page carried, which it
 * drops after a few seconds, so a slow first Hindi load asked for English and its first render
 * did not match the server's.
 */
export function setLanguage(lang: Language, catalog?: Readonly<Record<string, string>>): void {
  current = lang;
  words = lang === 'hi' ? catalog : undefined;
  catalogInLanguage = lang === 'hi';
}

/** The catalog's reads (a listing, one product): the ones asked for in the page's language. */
const CATALOG_READ = /^\/products(?:\/\d+)?$/;

/** The `lang` a read of `path` asks for, if any. */
export const readLanguage = (path: string): Language | undefined =>
  catalogInLanguage && CATALOG_READ.test(path) ? current : undefined;

const HINDI = /^\/hi(?=[/?#]|$)/;

/** The language an address is in: Hindi under /hi. */
export const languageOf = (pathname: string): Language => (HINDI.test(pathname) ? 'hi' : 'en');

/** The same page's address in `lang`: `/product/7` and `/hi/product/7`. */
export function addressIn(lang: Language, pathname: string): string {
  const inner = pathname.replace(HINDI, '') || '/';
  if (lang === 'en') return inner;
  return inner === '/' ? '/hi' : `/hi${inner}`;
}

/** The router's base path for a page in `lang`. */
export const basenameOf = (lang: Language): string | undefined =>
  lang === 'hi' ? '/hi' : undefined;

/** The locale for dates on the page (numbers and prices keep en-IN's Indian grouping). */
export const dateLocale = (): string => (current === 'hi' ? 'hi-IN' : 'en-IN');

/**
 * Marks a text kept in data (a menu's labels) for the Hindi catalog without translating it
 * there: the component shows it through t(). The catalog test (src/i18n/catalog.test.ts) reads
 * these marks as it reads t() calls.
 */
export const msgid = (english: string): string => english;

/**
 * A catalog value (a category, type or colour, kept in English for filters and links) as the
 * page shows it: its Hindi from the answer's `names` (docs/decisions/032), only sent to Hindi
 * pages, else the value itself.
 */
export const nameIn = (
  names: Readonly<Record<string, string>> | undefined,
  value: string,
): string => names?.[value] ?? value;

/** A size as the page shows it: the contract's 'One Size' in the page's language, else as sold. */
export const sizeIn = (size: string): string => (size === 'One Size' ? t('One Size') : size);
