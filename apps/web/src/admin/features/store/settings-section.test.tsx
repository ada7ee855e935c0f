import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetchForEachTest } from '../../../test/render';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';
import { SettingsSection } from './settings-section';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

const SETTINGS = {
  storeName: 'Rang Mahal',
  companyName: 'Rang Mahal Textiles',
  description: '',
  companyAddress: '',
  companyPhone: '',
  companyEmail: '',
  companyLogoUrl: '',
  website: '',
  socialLinks: { instagram: '', facebook: '', twitter: '' },
  categories: ['Sarees'],
  policies: {},
  upiVpa: '',
  upiPayeeName: '',
  admin: { lowStockThreshold: 3 },
};

/**
 * The store settings as loaded, and a save the server refuses at `path` with `message`, as
 * store.service.ts parseSettings answers: the sentence, the code, and the field's message.
 */
function serve(path: string, message: string) {
  const sent: Record<string, unknown>[] = [];
  answer.mockImplementation((input, init) => {
    const url = String(input);
    if (url.endsWith('/admin/store') && init?.method === 'PUT') {
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return Promise.resolve(
        json(
          {
            error: `Invalid store configuration at ${path}: ${message}`,
            code: 'invalid',
            fields: { [path]: message },
          },
          400,
        ),
      );
    }
    if (url.endsWith('/admin/store')) return Promise.resolve(json(SETTINGS));
    return Promise.resolve(json({ error: `unexpected ${url}`, code: 'not_found' }, 404));
  });
  return sent;
}

function renderSection() {
  localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SettingsSection />
    </QueryClientProvider>,
  );
}

async function type(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('Store settings form', () => {
  it('offers Hindi by default and lets the owner keep English only', async () => {
    const sent = serve('storeName', 'not this time');
    renderSection();
    const hindi = await screen.findByLabelText('Offer the shop in Hindi too');
    expect(hindi).toHaveProperty('checked', true);
    fireEvent.click(hindi);
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.languages).toEqual(['en']);
  });

  it("puts the server's refusal of the email under the Email field, in a sentence", async () => {
    const sent = serve(
      'companyEmail',
      'enter an email address like care@yourshop.in, or leave it empty',
    );
    renderSection();
    await type('Email', ' not-an-email ');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.companyEmail).toBe('not-an-email');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('Enter an email address like care@yourshop.in, or leave it empty'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBeNull();
  });

  it('puts a refused social link under its own field', async () => {
    serve(
      'socialLinks.instagram',
      'enter the whole link starting with https://, like https://instagram.com/yourshop, or leave it empty',
    );
    renderSection();
    await type('Instagram link', 'javascript:alert(1)');
    save();
    const instagram = await screen.findByLabelText('Instagram link');
    await waitFor(() => expect(instagram.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText(
        'Enter the whole link starting with https://, like https://instagram.com/yourshop, or leave it empty',
      ),
    ).toBeTruthy();
  });

  it('speaks of "This" under a field when the refusal starts with the setting name', async () => {
    serve('upiVpa', 'upiVpa must look like name@bank');
    renderSection();
    await type('UPI ID (VPA)', 'not a vpa');
    save();
    const upi = await screen.findByLabelText('UPI ID (VPA)');
    await waitFor(() => expect(upi.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This must look like name@bank')).toBeTruthy();
  });

  it('shows a refusal of a setting this screen has no field for above the form', async () => {
    serve('delivery.holidays.0', '2026-02-30 is not a date on the calendar');
    renderSection();
    await screen.findByLabelText('Email');
    save();
    expect(
      await screen.findByText(
        'Invalid store configuration at delivery.holidays.0: 2026-02-30 is not a date on the calendar',
      ),
    ).toBeTruthy();
  });

  it("names the details still the demo shop's, links each to its field, and drops them once saved", async () => {
    let left = ['companyPhone', 'gstin'];
    answer.mockImplementation((input, init) => {
      const url = String(input);
      if (url.endsWith('/admin/store/demo-details')) return Promise.resolve(json({ left }));
      if (url.endsWith('/admin/store') && init?.method === 'PUT') {
        left = [];
        return Promise.resolve(json(JSON.parse(String(init.body)) as Record<string, unknown>));
      }
      if (url.endsWith('/admin/store')) return Promise.resolve(json({ ...SETTINGS, tax: {} }));
      return Promise.resolve(json({ error: `unexpected ${url}`, code: 'not_found' }, 404));
    });
    renderSection();
    const notice = await screen.findByRole('region', { name: "Still the demo shop's details" });
    const links = within(notice).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Phone', '#store-companyPhone'],
      ['GSTIN', '#store-taxGstin'],
    ]);
    // Each link leads to a field on this screen.
    for (const a of links) expect(document.querySelector(a.getAttribute('href')!)).not.toBeNull();
    await type('Phone', '+91 90000 11111');
    save();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: "Still the demo shop's details" })).toBeNull(),
    );
  });

  it("shows no such notice when none of the details is the demo shop's", async () => {
    answer.mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/admin/store/demo-details')) return Promise.resolve(json({ left: [] }));
      if (url.endsWith('/admin/store')) return Promise.resolve(json(SETTINGS));
      return Promise.resolve(json({ error: `unexpected ${url}`, code: 'not_found' }, 404));
    });
    renderSection();
    await screen.findByLabelText('Email');
    await waitFor(() =>
      expect(answer.mock.calls.some(([url]) => String(url).includes('demo-details'))).toBe(true),
    );
    expect(screen.queryByText("Still the demo shop's details")).toBeNull();
  });
});
