// Returns on a delivered order (issue 31 item 4): "Return or exchange" opens a form with
// everything chosen, so two taps send another size; the request's JSON travels as multipart;
// bank details need a well-formed IFSC before anything is sent; the state shows once it is in.
import type { OrderReturns as Facts, ReturnRequest } from '@store/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/auth-token';
import { json, noRetryClient, renderInShop, stubFetchForEachTest } from '../../test/render';
import { KURTA_RETURN } from '../../test/samples';
import { OrderReturns } from './order-returns';

vi.mock('../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const request: ReturnRequest = KURTA_RETURN;

let facts: Facts;
const sent: unknown[] = [];

stubFetchForEachTest(async (_input, init) => {
  if (init?.method === 'POST') {
    const form = init.body as FormData;
    sent.push(JSON.parse(String(form.get('request'))));
    facts = { ...facts, lines: [{ ...facts.lines[0]!, returnable: 0 }], requests: [request] };
    return json(request, 201);
  }
  return json(facts);
});

beforeEach(() => {
  sent.length = 0;
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  facts = {
    returnBy: '2026-11-27T10:00:00.000Z',
    open: true,
    refundTo: ['store_credit', 'upi', 'bank'],
    lines: [
      {
        orderItemId: 11,
        title: 'Silk Kurta',
        size: 'M',
        returnable: 1,
        notReturnable: false,
        exchangeSizes: ['L', 'XL'],
      },
    ],
    requests: [],
  };
});

const show = () =>
  renderInShop(<OrderReturns orderId="EE-RET234" status={3} />, { client: noRetryClient() });

describe('return or exchange on a delivered order', () => {
  it('sends another size in two taps and shows the request', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('Requested: the store will look at it soon');
    expect(sent).toEqual([
      {
        lines: [{ orderItemId: 11, quantity: 1, exchangeSize: 'L' }],
        reason: 'too_small',
        want: 'exchange',
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Return or exchange' })).toBeNull();
  });

  it('checks the IFSC before a bank refund is asked for', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    fireEvent.change(screen.getByLabelText('I would like'), { target: { value: 'bank' } });
    fireEvent.change(screen.getByLabelText("Account holder's name"), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '1234567890' } });
    fireEvent.change(screen.getByLabelText('IFSC'), { target: { value: 'sbin01234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText(/The IFSC is 11 characters/);
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('IFSC'), { target: { value: 'sbin0001234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      want: 'bank',
      payout: { bank: { ifsc: 'SBIN0001234', accountNumber: '1234567890' } },
    });
  });

  it('shows nothing on an order not delivered', () => {
    renderInShop(<OrderReturns orderId="EE-RET234" status={2} />, { client: noRetryClient() });
    expect(screen.queryByRole('button', { name: 'Return or exchange' })).toBeNull();
  });
});
