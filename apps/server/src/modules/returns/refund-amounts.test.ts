import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linePaidPaise, refundForUnits } from './refund-amounts.ts';

describe('refund for returned units', () => {
  it('takes the line discount off and splits it over the units', () => {
    const line = { unitPricePaise: 100_00, quantity: 3, discountPaise: 10_00 };
    expect(refundForUnits(line, 0, 1)).toBe(96_66);
    expect(refundForUnits(line, 1, 2)).toBe(193_34);
    expect(linePaidPaise(line)).toBe(290_00);
  });

  it('never gives back more than the line was paid, however the units are split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 10 }),
        (unit, quantity, discountPct, splits) => {
          const line = {
            unitPricePaise: unit,
            quantity,
            discountPaise: Math.floor((unit * quantity * discountPct) / 100),
          };
          let before = 0;
          let total = 0;
          for (const units of splits) {
            const take = Math.min(units, quantity - before);
            if (take <= 0) break;
            const r = refundForUnits(line, before, take);
            expect(r).toBeGreaterThanOrEqual(0);
            total += r;
            before += take;
          }
          expect(total).toBeLessThanOrEqual(linePaidPaise(line));
          if (before === quantity) expect(total).toBe(linePaidPaise(line));
        },
      ),
    );
  });
});
