import { OrderStatus, type AdminOrderDetail } from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetchForEachTest } from '../../../test/render';
import { CodActions } from './order-moves';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

const base: AdminOrderDetail = {
  id: 'EE-7K2M9Q',
  status: OrderStatus.Shipped,
  createdAt: '2026-11-20T05:00:00.000Z',
  total: 2028.1,
  subtotal: 2199,
  discount: 219.9,
  couponCode: 'WELCOME10',
  shippingFee: 0,
  codFee: 49,
  codConfirmBy: null,
  returnedToOriginAt: null,
  items: [],
  shippingAddress: {
    fullName: 'Asha Verma',
    address: '14 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560025',
    phone: '+919876543210',
  },
  trackingNumber: 'EK123456789IN',
  courier: 'India Post',
  paymentMethod: 'cod',
  tax: null,
  invoice: null,
  email: 'asha@example.in',
  version: 3,
  paidAt: null,
  shippedAt: '2026-11-21T05:00:00.000Z',
  deliveredAt: null,
  cancelledAt: null,
  allowedMoves: ['deliver'],
  payments: [],
  history: [],
};

function renderActions(order: AdminOrderDetail) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <CodActions order={order} />
    </QueryClientProvider>,
  );
}

describe('CodActions', () => {
  it('records a shipped COD parcel as returned to origin only after a confirmation', async () => {
    answer.mockResolvedValue(
      json({
        id: base.id,
        status: 4,
        returnedToOriginAt: '2026-11-24T05:00:00.000Z',
        returnsOfPhone: 2,
      }),
    );
    const { rerender } = renderActions(base);
    fireEvent.click(screen.getByRole('button', { name: 'Returned to origin' }));
    expect(answer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, it came back' }));
    await vi.waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
    const [url, init] = answer.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/admin\/orders\/EE-7K2M9Q\/return-to-origin$/);
    expect(init?.method).toBe('POST');
    // The order as reloaded: cancelled, returned.
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <CodActions
          order={{
            ...base,
            status: OrderStatus.Cancelled,
            returnedToOriginAt: '2026-11-24T05:00:00.000Z',
            allowedMoves: [],
          }}
        />
      </QueryClientProvider>,
    );
    await screen.findByText(/^Returned to origin 24 Nov 2026/);
    expect(screen.queryByRole('button', { name: 'Returned to origin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Credit note' })).toBeTruthy();
  });

  it('sends the confirmation link again while a COD order waits for one', async () => {
    answer.mockResolvedValue(
      json({ url: 'https://shop.example.in/confirm-cod?order=EE-7K2M9Q&token=abc' }),
    );
    renderActions({
      ...base,
      status: OrderStatus.Pending,
      codConfirmBy: '2026-11-25T05:00:00.000Z',
      allowedMoves: ['mark-paid', 'cancel'],
    });
    expect(screen.queryByRole('button', { name: 'Returned to origin' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link again' }));
    const link = await screen.findByLabelText('New confirmation link');
    expect((link as HTMLInputElement).value).toContain('/confirm-cod?order=EE-7K2M9Q');
    expect(String(answer.mock.calls.at(-1)?.[0])).toMatch(/\/admin\/orders\/EE-7K2M9Q\/cod-link$/);
  });

  it('shows nothing for an order paid online', () => {
    const { container } = renderActions({ ...base, paymentMethod: 'upi' });
    expect(container.textContent).toBe('');
  });
});
