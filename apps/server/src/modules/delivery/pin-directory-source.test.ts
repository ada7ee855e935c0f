// The bundled directory folded to one row per PIN (docs/delivery.md, "One row per PIN").
import { INDIAN_STATES } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { readBundledDirectory, reduceOffices, titleCase } from './pin-directory-source.ts';

const office = (over: Partial<Parameters<typeof reduceOffices>[0][number]>) => ({
  p: '560001',
  o: 'Some B.O',
  t: 'BO',
  d: 1,
  i: 'BENGALURU URBAN',
  s: 'KARNATAKA',
  c: 'Karnataka Circle',
  ...over,
});

describe('reduceOffices', () => {
  it('keeps one row per PIN: the main office, the majority state and district, the metro as city', () => {
    const rows = reduceOffices([
      office({ o: 'Vidhana Soudha S.O', t: 'PO', d: 0 }),
      office({ o: 'Bengaluru G.P.O.', t: 'HO' }),
      office({ o: 'Stray B.O', i: 'MYSURU' }),
      office({
        o: 'Daman IE SO',
        p: '396215',
        t: 'PO',
        i: 'DAMAN',
        s: 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
      }),
      office({ o: 'Border BO', p: '396215', i: 'VALSAD', s: 'GUJARAT' }),
      office({
        o: 'Daman 2',
        p: '396215',
        i: 'DAMAN',
        s: 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
      }),
      office({ o: 'Karma BO', p: '811315', i: 'NA', s: 'NA', c: 'Bihar Circle' }),
      office({ o: 'Lost BO', p: '799999', i: 'NA', s: 'NA', c: 'North Eastern Circle' }),
      office({ p: '012345' }),
    ]);
    expect(rows).toEqual([
      {
        pin: 396215,
        office: 'Daman IE SO',
        city: 'Daman',
        district: 'DAMAN',
        state: 'Dadra and Nagar Haveli and Daman and Diu',
        otherStates: ['Gujarat'],
      },
      {
        pin: 560001,
        office: 'Bengaluru G.P.O.',
        city: 'Bengaluru',
        district: 'BENGALURU URBAN',
        state: 'Karnataka',
        otherStates: [],
      },
      { pin: 811315, office: 'Karma BO', city: '', district: '', state: 'Bihar', otherStates: [] },
    ]);
  });

  it('writes districts as names', () => {
    expect(titleCase('KUMURAM BHEEM ASIFABAD')).toBe('Kumuram Bheem Asifabad');
    expect(titleCase('SOUTH EAST')).toBe('South East');
  });
});

describe('the bundled directory', () => {
  it('covers every state and union territory, each PIN once, every state a contract name', () => {
    const rows = readBundledDirectory();
    expect(rows.length).toBeGreaterThan(19_000);
    expect(new Set(rows.map((r) => r.pin)).size).toBe(rows.length);
    const states = new Set(rows.map((r) => r.state));
    expect([...states].sort()).toEqual([...INDIAN_STATES].sort());
    expect(rows.every((r) => /^[1-9]\d{5}$/.test(String(r.pin)))).toBe(true);
  });
});
