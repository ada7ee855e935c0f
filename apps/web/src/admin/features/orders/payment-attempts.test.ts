import { describe, expect, it } from 'vitest';
import { formatDay } from '../../components/admin-ui';
import { attemptOutcome } from './payment-attempts';

const attempt = (over: Partial<Parameters<typeof attemptOutcome>[1][number]> = {}) => ({
  at: '2026-11-26T10:00:00.000Z',
  method: 'cod',
  amount: 697,
  paymentStatus: 'pending',
  source: 'started',
  outcome: 'pending',
  verified: false,
  sandbox: false,
  ...over,
});

describe('the order screen’s payment rows (issue 36)', () => {
  it('says a cash on delivery attempt is paid once the order is', () => {
    const rows = [attempt()];
    expect(attemptOutcome({ paidAt: null, paymentMethod: 'cod' }, rows, 0)).toBe('pending');
    expect(
      attemptOutcome({ paidAt: '2026-11-28T10:00:00.000Z', paymentMethod: 'cod' }, rows, 0),
    ).toBe('paid');
  });

  it('says a card attempt the gateway confirmed is paid, on each of its rows', () => {
    const rows = [
      attempt({ method: 'card', amount: 2599, paymentStatus: 'success', outcome: 'pending' }),
      attempt({ method: 'card', paymentStatus: 'success', source: 'return', outcome: 'success' }),
    ];
    const order = { paidAt: '2026-11-26T10:05:00.000Z', paymentMethod: 'card' };
    expect(attemptOutcome(order, rows, 0)).toBe('paid');
    expect(attemptOutcome(order, rows, 1)).toBe('paid');
  });

  it('keeps a failed attempt and an earlier attempt of another method as they were', () => {
    const rows = [
      attempt({ method: 'card', paymentStatus: 'failed', outcome: 'failed' }),
      attempt({ method: 'upi' }),
      attempt({ method: 'cod' }),
    ];
    const order = { paidAt: '2026-11-28T10:00:00.000Z', paymentMethod: 'cod' };
    expect(rows.map((_, i) => attemptOutcome(order, rows, i))).toEqual([
      'failed',
      'pending',
      'paid',
    ]);
  });
});

describe('formatDay', () => {
  it('writes a day as the store does', () => {
    expect(formatDay('2026-11-26')).toBe('26 Nov 2026');
    expect(formatDay('not a day')).toBe('not a day');
  });
});
