// A return in the owner's queue says plainly what each step does and what was done: the two
// ways to approve name who brings the pieces back, the state reads as the queue's tabs do, and
// the toast after a step is a sentence, not the API's step name.
import type { QueuedReturn } from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { json, stubFetchForEachTest } from '../../../test/render';
import { KURTA_RETURN } from '../../../test/samples';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';
import { ReturnCard } from './return-card';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const REQUESTED: QueuedReturn = {
  ...KURTA_RETURN,
  id: 12,
  reason: 'changed_mind',
  want: 'store_credit',
  lines: [{ ...KURTA_RETURN.lines[0]!, exchangeSize: null, refund: 1899 }],
  refund: 1899,
  customer: 'Asha Verma',
  email: 'asha@example.in',
  payout: null,
  refundedAt: null,
};

const sent: { url: string; body: unknown }[] = [];
stubFetchForEachTest(async (input, init) => {
  sent.push({ url: String(input), body: JSON.parse(String(init?.body ?? '{}')) });
  return json({ ...REQUESTED, state: 'approved' });
});

function renderCard(r: QueuedReturn) {
  localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ReturnCard r={r} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a return in the queue', () => {
  it('offers the two approvals by who brings the pieces back, and says what was done', async () => {
    renderCard(REQUESTED);
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('Changed mind', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve: courier picks it up' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve: shopper sends it back' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Return 12 approved'));
    expect(sent.at(-1)).toMatchObject({
      url: expect.stringContaining('/returns/12/approve'),
      body: { pickup: false },
    });
  });

  it('names a finished return as the queue does', () => {
    renderCard({
      ...REQUESTED,
      state: 'closed',
      want: 'exchange',
      exchangeOrderId: 'EE-2026-000124',
    });
    expect(screen.getByText(/^Done/)).toBeTruthy();
  });
});
