import { describe, expect, it } from 'vitest';
import { canTransition, parseStatusName, statusName, statusesBefore } from './order-status.ts';

describe('order status transitions', () => {
  // docs/product/rules.md section 4, written out as a table so that any change to it is a test failure.
  const allowed = new Set(['0->1', '1->2', '2->3', '0->4', '1->4']);

  it('allows exactly the moves of docs/product/rules.md section 4', () => {
    for (let from = -1; from <= 5; from++) {
      for (let to = -1; to <= 5; to++) {
        expect(canTransition(from, to), `${from}->${to}`).toBe(allowed.has(`${from}->${to}`));
      }
    }
  });

  it('knows which statuses lead to each one', () => {
    expect(statusesBefore(0)).toEqual([]);
    expect(statusesBefore(1)).toEqual([0]);
    expect(statusesBefore(2)).toEqual([1]);
    expect(statusesBefore(3)).toEqual([2]);
    expect(statusesBefore(4)).toEqual([0, 1]);
  });

  it('names statuses and reads names back', () => {
    expect(statusName(2)).toBe('shipped');
    expect(statusName(9)).toBe('unknown (9)');
    expect(parseStatusName('Cancelled')).toBe(4);
    expect(parseStatusName('1')).toBe(1);
    expect(parseStatusName('lost')).toBeNull();
  });
});
