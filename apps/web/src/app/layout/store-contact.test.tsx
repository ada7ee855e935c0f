// The footer and the contact page show only the contact details the store gave
// (docs/decisions/034): a shop that left its phone, email or address empty shows none of them,
// never the storefront's made-up defaults, which only stand in when nothing could be loaded.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT } from '../../features/content';
import { renderInShop } from '../../test/render';
import { seedStoreInfo } from '../../test/store-info';
import ContactPage from '../routes/contact-page';
import { Footer } from './footer';

afterEach(cleanup);

const OWN = {
  storeName: 'Rang Mahal',
  companyAddress: '14 Residency Road, Bengaluru 560025',
  companyPhone: '+91 80 2222 3333',
  companyEmail: 'hello@rangmahal.in',
};
const MADE_UP = [DEFAULT_CONTACT.email, DEFAULT_CONTACT.phone, DEFAULT_CONTACT.address];

const show = (ui: React.ReactNode, fields: Parameters<typeof seedStoreInfo>[1]) =>
  renderInShop(ui, { client: seedStoreInfo(new QueryClient(), fields) });

describe("the store's contact details", () => {
  it('the footer shows those the store gave, each as a link where it can be one', () => {
    show(<Footer />, OWN);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(OWN.companyAddress)).toBeTruthy();
    expect(footer.getByRole('link', { name: OWN.companyPhone }).getAttribute('href')).toBe(
      'tel:+918022223333',
    );
    expect(footer.getByRole('link', { name: OWN.companyEmail }).getAttribute('href')).toBe(
      `mailto:${OWN.companyEmail}`,
    );
  });

  it('the footer shows none the store left empty, and nothing made up instead', () => {
    show(<Footer />, { storeName: 'Rang Mahal', companyPhone: OWN.companyPhone });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(OWN.companyPhone)).toBeTruthy();
    expect(footer.querySelector('a[href^="mailto:"]')).toBeNull();
    for (const made of MADE_UP) expect(footer.textContent).not.toContain(made);
  });

  it('the contact page lists only the details given; the form and hours stay', async () => {
    show(<ContactPage />, { storeName: 'Rang Mahal', companyEmail: OWN.companyEmail });
    expect(await screen.findByRole('link', { name: OWN.companyEmail })).toBeTruthy();
    expect(screen.queryByText('Phone', { selector: 'p' })).toBeNull();
    expect(screen.queryByText('Address', { selector: 'p' })).toBeNull();
    expect(screen.getByText('Monday to Saturday, 10AM - 6PM')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send us a message' })).toBeTruthy();
    for (const made of MADE_UP) expect(document.body.textContent).not.toContain(made);
  });
});
