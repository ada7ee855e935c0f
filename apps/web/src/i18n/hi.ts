// The storefront's words in Hindi (docs/decisions/031-hindi-storefront.md), keyed by the English
// text the code shows. Written for shoppers, the way a shop assistant would say it, not word for
// word; words shoppers use in English anyway (Login, COD, UPI, kurta) stay as they say them. A
// Hindi page loads this file before it renders; an English page never does.
// src/i18n/catalog.test.ts fails when a text the code asks for is missing here.
import devanagariFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

/**
 * The Devanagari face, for a Hindi page the server did not send (the offline app shell): the
 * server puts the same face in every Hindi page it serves (apps/server/src/plugins/languages.ts).
 */
export function addDevanagariFace(): void {
  if (typeof FontFace === 'undefined' || document.querySelector('style[data-devanagari]')) return;
  const face = new FontFace('Store Devanagari', `url(${devanagariFont}) format("woff2")`, {
    display: 'optional',
    unicodeRange: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF',
  });
  document.fonts.add(face);
}

export const hi: Readonly<Record<string, string>> = {
};
