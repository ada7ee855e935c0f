import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addWorkingDays,
  dayOfWeek,
  deliveryPromiseText,
  deliveryWindow,
  deliveryZone,
  istClock,
  isWorkingDay,
  type PromiseRules,
} from './delivery-dates.ts';
import { deliverySettingsSchema } from './delivery.ts';

const rules = (over: Partial<PromiseRules> = {}): PromiseRules => ({
  handlingDays: 1,
  cutoffTime: '14:00',
  holidays: [],
  transit: { minDays: 2, maxDays: 4 },
  ...over,
});

/** An instant given as IST wall time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('IST clock', () => {
  it('turns the date at 18:30 UTC, not at UTC midnight', () => {
    expect(istClock(new Date('2026-11-24T18:29:59Z'))).toEqual({
      date: '2026-11-24',
      minutes: 1439,
    });
    expect(istClock(new Date('2026-11-24T18:30:00Z'))).toEqual({ date: '2026-11-25', minutes: 0 });
  });
});

describe('deliveryWindow', () => {
  // 2026-11-24 is a Tuesday.
  it('before the cut-off, handling starts today', () => {
    const w = deliveryWindow(ist('2026-11-24T13:59'), rules());
    expect(w).toEqual({
      dispatch: '2026-11-24',
      from: '2026-11-26',
      to: '2026-11-28',
      minDays: 2,
      maxDays: 4,
    });
  });

  it('at and after the cut-off, handling starts the next working day', () => {
    const w = deliveryWindow(ist('2026-11-24T14:00'), rules());
    expect(w.dispatch).toBe('2026-11-25');
    expect(w.from).toBe('2026-11-27');
  });

  it('skips Sundays in transit', () => {
    // Dispatched Fri 27 Nov; +2 working days: Sat 28, (Sun 29 skipped), Mon 30.
    const w = deliveryWindow(ist('2026-11-27T09:00'), rules());
    expect(w.from).toBe('2026-11-30');
    expect(w.minDays).toBe(3);
  });

  it('an order on Sunday is handled from Monday', () => {
    const w = deliveryWindow(ist('2026-11-29T08:00'), rules({ handlingDays: 0 }));
    expect(w.dispatch).toBe('2026-11-30');
  });

  it("skips the owner's holidays, in handling and in transit", () => {
    const w = deliveryWindow(
      ist('2026-11-24T20:00'),
      rules({ holidays: ['2026-11-25', '2026-11-27'] }),
    );
    // After the cut-off on Tue; Wed 25 is a holiday, so handling is Thu 26; transit Sat 28, Mon 30.
    expect(w.dispatch).toBe('2026-11-26');
    expect(w.from).toBe('2026-11-30');
  });

  it('a late order just before midnight IST (still the same day in UTC) counts as that IST day', () => {
    const w = deliveryWindow(new Date('2026-11-24T18:00:00Z'), rules()); // 23:30 IST Tue
    expect(w.dispatch).toBe('2026-11-25');
    const next = deliveryWindow(new Date('2026-11-24T19:00:00Z'), rules()); // 00:30 IST Wed
    expect(next.dispatch).toBe('2026-11-25');
  });
});

describe('deliveryWindow, for any rules and moment', () => {
  const arbitraryRules = fc.record({
    handlingDays: fc.integer({ min: 0, max: 5 }),
    cutoffTime: fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    holidays: fc.array(
      fc
        .integer({ min: 0, max: 60 })
        .map((d) => new Date(Date.UTC(2026, 10, 1 + d)).toISOString().slice(0, 10)),
      { maxLength: 15 },
    ),
    transit: fc
      .tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }))
      .map(([a, b]) => ({ minDays: Math.min(a, b), maxDays: Math.max(a, b) })),
  });
  const arbitraryNow = fc
    .integer({ min: Date.UTC(2026, 10, 1), max: Date.UTC(2026, 11, 1) })
    .map((ms) => new Date(ms));

  it('never promises a Sunday or a holiday, never the past, and from <= to', () => {
    fc.assert(
      fc.property(arbitraryNow, arbitraryRules, (now, r) => {
        const w = deliveryWindow(now, r);
        const holidays = new Set(r.holidays);
        for (const day of [w.dispatch, w.from, w.to]) {
          expect(dayOfWeek(day)).not.toBe(0);
          expect(holidays.has(day)).toBe(false);
        }
        expect(w.dispatch >= istClock(now).date).toBe(true);
        expect(w.from <= w.to).toBe(true);
        expect(w.minDays).toBeLessThanOrEqual(w.maxDays);
        expect(w.minDays).toBeGreaterThanOrEqual(r.transit.minDays);
      }),
    );
  });

  it('ordering later never makes the promise earlier', () => {
    fc.assert(
      fc.property(
        arbitraryNow,
        fc.integer({ min: 0, max: 3 * 86_400_000 }),
        arbitraryRules,
        (now, later, r) => {
          const a = deliveryWindow(now, r);
          const b = deliveryWindow(new Date(now.getTime() + later), r);
          expect(b.from >= a.from).toBe(true);
          expect(b.to >= a.to).toBe(true);
        },
      ),
    );
  });

  it('counts exactly `count` working days after the first working day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 20 }),
        (offset, count) => {
          const start = new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
          const none = new Set<string>();
          const first = addWorkingDays(start, 0, none);
          const end = addWorkingDays(start, count, none);
          expect(isWorkingDay(first, none) && isWorkingDay(end, none)).toBe(true);
          let working = 0;
          for (let d = first; d < end; d = addDays(d, 1)) {
            if (isWorkingDay(addDays(d, 1), none)) working += 1;
          }
          expect(working).toBe(count);
        },
      ),
    );
  });
});

describe('deliveryZone', () => {
  const jaipur = { district: 'JAIPUR', state: 'Rajasthan' };
  const mumbai = { district: 'MUMBAI', state: 'Maharashtra' };
  it('tells the zones apart', () => {
    expect(deliveryZone(jaipur, { district: 'Jaipur', state: 'Rajasthan' })).toBe('sameCity');
    expect(deliveryZone(jaipur, { district: 'AJMER', state: 'Rajasthan' })).toBe('sameState');
    expect(deliveryZone(jaipur, { district: 'KAMRUP METRO', state: 'Assam' })).toBe('farRegions');
    expect(deliveryZone(jaipur, { district: 'LEH', state: 'Ladakh' })).toBe('farRegions');
    expect(deliveryZone(jaipur, mumbai)).toBe('restOfIndia');
    expect(deliveryZone(mumbai, { district: 'SOUTH', state: 'Delhi' })).toBe('metroToMetro');
    expect(deliveryZone(mumbai, { district: 'MUMBAI SUBURBAN', state: 'Maharashtra' })).toBe(
      'sameCity',
    );
    expect(
      deliveryZone(
        { district: 'NEW DELHI', state: 'Delhi' },
        { district: 'SOUTH', state: 'Delhi' },
      ),
    ).toBe('sameCity');
    expect(deliveryZone(mumbai, { district: 'PUNE', state: 'Maharashtra' })).toBe('sameState');
    // Within a far region's own state the parcel does not travel far.
    expect(
      deliveryZone({ district: 'KAMRUP', state: 'Assam' }, { district: 'JORHAT', state: 'Assam' }),
    ).toBe('sameState');
  });
});

describe('promise text and settings', () => {
  it('reads like the storefront says it', () => {
    expect(deliveryPromiseText({ from: '2026-11-26', to: '2026-11-28' })).toBe(
      'Delivery by Thu, 26 Nov – Sat, 28 Nov',
    );
    expect(deliveryPromiseText({ from: '2026-11-26', to: '2026-11-26' })).toBe(
      'Delivery by Thu, 26 Nov',
    );
  });

  it('fills sensible defaults and refuses nonsense', () => {
    const d = deliverySettingsSchema.parse({});
    expect(d).toMatchObject({ handlingDays: 1, cutoffTime: '14:00', holidays: [] });
    expect(d.zones.farRegions).toEqual({ minDays: 6, maxDays: 10 });
    expect(deliverySettingsSchema.safeParse({ cutoffTime: '25:00' }).success).toBe(false);
    expect(deliverySettingsSchema.safeParse({ holidays: ['26-01-2026'] }).success).toBe(false);
    expect(
      deliverySettingsSchema.safeParse({ zones: { sameCity: { minDays: 3, maxDays: 1 } } }).success,
    ).toBe(false);
  });
});
