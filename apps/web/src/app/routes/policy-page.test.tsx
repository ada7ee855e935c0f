// The policy pages in both languages: the store's own texts in Hindi on Hindi pages, with the
// shop's details, delivery charge and ways to pay said in Hindi; an owner's own text as written.
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { POLICY_TEXTS, POLICY_TITLES, POLICY_TYPES, policyTextKey } from '../../features/content';
import { hi } from '../../i18n/hi';
import { hiPolicies } from '../../i18n/hi-policies';
import { setLanguage } from '../../lib/i18n';
import { json, renderInShop, stubFetchForEachTest } from '../../test/render';
import { seedStoreInfo } from '../../test/store-info';
import PolicyPage from './policy-page';

stubFetchForEachTest(async () => json({}));
afterEach(() => setLanguage('en'));

const SHOP = {
  storeName: 'Rangrez',
  companyName: 'Rangrez Textiles LLP',
  companyEmail: 'care@rangrez.example',
  companyPhone: '+91 98290 12345',
  paymentMethods: ['upi' as const, 'cod' as const],
  shipping: { freeAbove: 1499, flatFee: 79 },
};

function renderPolicy(slug: string, fields = {}) {
  return renderInShop(
    <Routes>
      <Route path="/:policyType" element={<PolicyPage />} />
    </Routes>,
    { at: `/${slug}`, client: seedStoreInfo(new QueryClient(), { ...SHOP, ...fields }) },
  );
}

/** The `{{placeholders}}`, the links and the shape (headings, list items) of a policy's HTML. */
const outline = (html: string) => ({
  marks: [...html.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort(),
  links: [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]),
  headings: html.split('<h2>').length,
  items: html.split('<li>').length,
});

describe('the policy pages', () => {
  it('have every store text in Hindi, with the same details, links (to Hindi pages) and shape', () => {
    for (const type of POLICY_TYPES) {
      const english = outline(POLICY_TEXTS[type]);
      const hindi = outline(hiPolicies[policyTextKey(type)] ?? '');
      expect(hindi.marks, type).toEqual(english.marks);
      expect(hindi.links, type).toEqual(
        english.links.map((href) => (href?.startsWith('/') ? `/hi${href}` : href)),
      );
      expect([hindi.headings, hindi.items], type).toEqual([english.headings, english.items]);
      expect(hi[POLICY_TITLES[type]], type).toBeTruthy();
    }
  });

  it('show the store’s text in Hindi on a Hindi page, its charges and ways to pay in Hindi', async () => {
    setLanguage('hi', hi);
    renderPolicy('shipping');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'डिलीवरी की पॉलिसी',
    );
    expect(screen.getByText(/₹1,499.00 या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ऑर्डर ट्रैक करें' }).getAttribute('href')).toBe(
      '/hi/track-order',
    );
    expect(screen.getAllByText(/Rangrez Textiles LLP/).length).toBeGreaterThan(0);
  });

  it('say the ways to pay in Hindi on the Hindi about page', async () => {
    setLanguage('hi', hi);
    renderPolicy('about');
    expect(await screen.findByText(/सुरक्षित पेमेंट: UPI/)).toBeTruthy();
    expect(screen.queryByText(/cash on delivery/)).toBeNull();
  });

  it('keep an owner’s own policy as written, on a Hindi page too', async () => {
    setLanguage('hi', hi);
    renderPolicy('return', {
      policies: { return: '<p>Returns within 3 days at {{companyName}}.</p>' },
    });
    expect(await screen.findByText('Returns within 3 days at Rangrez Textiles LLP.')).toBeTruthy();
  });

  it('stay in English on an English page', async () => {
    renderPolicy('shipping');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Shipping Policy');
    expect(
      screen.getByText(
        /Shipping is free on orders of ₹1,499.00 or more; below that it costs ₹79.00/,
      ),
    ).toBeTruthy();
  });
});
