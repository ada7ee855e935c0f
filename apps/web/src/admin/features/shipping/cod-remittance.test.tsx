import type { CodLedger } from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetchForEachTest } from '../../../test/render';
import CodRemittance from './cod-remittance';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

const ledger: CodLedger = {
  couriers: [
    { courier: 'Delhivery', deliveredParcels: 3, collected: 3600, remitted: 1200, owed: 2400 },
  ],
  unremitted: [
    {
      orderId: 'EE-7K2M9Q',
      awb: '190000000101',
      courier: 'Delhivery',
      codAmount: 1200,
      deliveredAt: '2026-11-20T05:00:00.000Z',
      ageDays: 6,
    },
  ],
  problems: [],
};

function renderSection() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <CodRemittance />
    </QueryClientProvider>,
  );
}

describe('CodRemittance', () => {
  it('shows per courier what was collected, remitted and is owed, and the parcels owed', async () => {
    answer.mockResolvedValue(json(ledger));
    renderSection();
    expect(await screen.findByText('Delhivery')).toBeTruthy();
    expect(screen.getByText('Collected (3)')).toBeTruthy();
    expect(screen.getByText('Still owed').nextElementSibling?.textContent).toMatch(/2,400/);
    expect(
      screen.getByText(/EE-7K2M9Q · AWB 190000000101 · Delhivery · .*1,200.* · 6 days/),
    ).toBeTruthy();
  });

  it('uploads a remittance report and lists the lines it did not apply', async () => {
    answer.mockImplementation(async (url, init) =>
      init?.method === 'POST'
        ? json({
            lines: 2,
            matched: 1,
            alreadyImported: 0,
            problems: [
              {
                remittanceId: 'UTR9001',
                awb: '190000000102',
                outcome: 'amount-differs',
                amount: 1100,
                expected: 1200,
                remittedOn: null,
              },
            ],
          })
        : json(ledger),
    );
    renderSection();
    const input = await screen.findByLabelText('Import a remittance report (CSV)');
    const csv = 'AWB,UTR,COD Amount\n190000000101,UTR9001,1200\n190000000102,UTR9001,1100\n';
    fireEvent.change(input, { target: { files: [new File([csv], 'remit.csv')] } });
    expect(
      await screen.findByText('2 lines: 1 matched, 0 imported before, 1 not applied'),
    ).toBeTruthy();
    expect(
      screen.getByText(/AWB 190000000102 \(UTR9001\): Amount differs, .*1,100.*expected .*1,200/),
    ).toBeTruthy();
    const post = answer.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toMatch(/\/admin\/shipping\/cod\/remittances$/);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ csv });
  });
});
