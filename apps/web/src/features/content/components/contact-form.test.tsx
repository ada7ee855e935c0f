import { okResponse } from '@store/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { ContactForm } from './contact-form';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));
// 'Sending...' is held for 1.5 s; the tests need not wait for it.
vi.mock('../../../lib/delay', () => ({ delay: () => Promise.resolve() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const field = (label: string) =>
  screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLTextAreaElement;
const set = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
function fillAll(overrides: Record<string, string> = {}) {
  const values = {
    Name: ' Asha Verma ',
    Email: ' Asha@Example.in',
    Subject: 'Blouse stitching ',
    Message: ' Can the saree come with a stitched blouse? ',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) set(label, value);
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('contact form (docs/product/storefront.md section 5)', () => {
  it('asks for all four fields, the e-mail in an email input', () => {
    render(<ContactForm />);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(field(label).required, label).toBe(true);
    }
    expect(field('Email').type).toBe('email');
  });

  it('sends the message trimmed, says so and empties the form', async () => {
    fetchMock.mockResolvedValue(json(fixture(okResponse, { success: true })));
    render(<ContactForm />);
    fillAll();
    send();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Message Sent', {
        description: "Thank you for contacting us. We'll get back to you shortly.",
      }),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/contact$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      subject: 'Blouse stitching',
      message: 'Can the saree come with a stitched blouse?',
    });
    expect(field('Name').value).toBe('');
    expect(field('Message').value).toBe('');
  });

  it('refuses what the browser lets through but the contract does not, and sends nothing', async () => {
    render(<ContactForm />);
    fillAll({ Name: '   ', Email: 'asha@example' });
    send();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(field('Name').getAttribute('aria-describedby')).toBe('contact-name-error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says what went wrong when the message is not sent, keeping what was written', async () => {
    fetchMock.mockResolvedValue(
      json({ error: 'Too many messages. Try again later.', code: 'rate_limited' }, 429),
    );
    render(<ContactForm />);
    fillAll();
    send();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Message not sent', {
        description: 'Too many messages. Try again later.',
      }),
    );
    expect(field('Subject').value).toBe('Blouse stitching ');
  });
});
