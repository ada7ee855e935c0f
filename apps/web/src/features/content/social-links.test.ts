// The footer's social links (docs/decisions/031): the marks IG, FB and X stay as the brands print
// them, in both languages; the names a screen reader says are the page's language.
import { afterEach, describe, expect, it } from 'vitest';
import { hi } from '../../i18n/hi';
import { setLanguage } from '../../lib/i18n';
import { resolveStoreInfo, socialLinks } from './store-defaults';

afterEach(() => setLanguage('en'));

describe('socialLinks', () => {
  it('names each link in Hindi on a Hindi page and keeps the brand marks', () => {
    setLanguage('hi', hi);
    const links = socialLinks(resolveStoreInfo(undefined));
    expect(links.map((l) => [l.short, l.label])).toEqual([
      ['IG', 'इंस्टाग्राम'],
      ['FB', 'फ़ेसबुक'],
      ['X', 'एक्स (ट्विटर)'],
    ]);
  });

  it('keeps the English names on an English page', () => {
    const links = socialLinks(resolveStoreInfo(undefined));
    expect(links.map((l) => l.label)).toEqual(['Instagram', 'Facebook', 'X (Twitter)']);
  });
});
