// The shopper's credit notes beside her invoice (docs/returns.md, "The credit note"): a button
// per note on My orders, fetching the note's PDF with her token, and a tracking lookup's contact.
import { order as orderSchema, OrderStatus, type Order } from '@store/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { fixture } from '../../../test/fixture';
import { stubFetchForEachTest } from '../../../test/render';
import { ASHA_ADDRESS, KURTA_LINE } from '../../../test/samples';
import { CreditNoteDownloads } from './credit-note-downloads';

const asked: { url: URL; auth: string | null }[] = [];
stubFetchForEachTest(async (input, init) => {
  const url = new URL(String(input));
  asked.push({ url, auth: new Headers(init?.headers).get('authorization') });
  return new Response('%PDF-1.7', {
    status: 200,
    headers: { 'content-type': 'application/pdf' },
  });
});

beforeEach(() => {
  asked.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:note');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

const delivered = (over: Partial<Order>): Order =>
  fixture(orderSchema, {
    id: 'EE-7K2M9Q',
    status: OrderStatus.Delivered,
    createdAt: '2026-11-01T10:00:00.000Z',
    total: 3878,
    subtotal: 3799,
    discount: 0,
    couponCode: null,
    shippingFee: 79,
    codFee: 0,
    trackingNumber: 'AWB12345',
    paymentMethod: 'upi',
    tax: null,
    items: [KURTA_LINE],
    shippingAddress: ASHA_ADDRESS,
    invoice: { kind: 'tax-invoice', number: 'INV/2026-27/0007', issuedAt: '2026-11-05T10:00:00Z' },
    ...over,
  });

describe('credit notes beside the invoice', () => {
  it('shows nothing for an order with no credit note', () => {
    const { container } = render(<CreditNoteDownloads order={delivered({})} />);
    expect(container.innerHTML).toBe('');
  });

  it("downloads a return's note by its refund with the shopper's token", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    render(
      <CreditNoteDownloads
        order={delivered({
          creditNotes: [
            { number: 'CN/2026-27/0003', issuedAt: '2026-11-12T10:00:00Z', refund: 41 },
          ],
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Credit note CN/2026-27/0003' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.url.pathname).toBe('/api/v1/orders/EE-7K2M9Q/credit-note');
    expect(asked[0]!.url.searchParams.get('refund')).toBe('41');
    expect(asked[0]!.auth).toBe('Bearer tok');
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it("passes a tracking lookup's contact, and asks a cancellation's note without a refund", async () => {
    render(
      <CreditNoteDownloads
        contactInfo=" asha@example.com "
        order={delivered({
          creditNotes: [
            { number: 'CN/2026-27/0001', issuedAt: '2026-11-06T10:00:00Z', refund: null },
          ],
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Credit note CN/2026-27/0001' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.url.searchParams.get('refund')).toBeNull();
    expect(asked[0]!.url.searchParams.get('contactInfo')).toBe('asha@example.com');
  });
});
