// Cash on delivery reconciled (docs/shipping.md, "Cash on delivery"): a courier's remittance
// report matched to delivered COD parcels booked with the Shiprocket double; differing amounts,
// unknown AWBs, undelivered parcels and second payments reported and not applied; the same
// report twice changes nothing; the ledger per courier; the command line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, codRemittanceLines, shipments } from '../../db/schema.ts';
import { testDbKind, type TestApp } from '../../test/harness.ts';
import type { AdminCall } from '../../modules/staff/staff.test-kit.ts';
import { parseRemittanceCsv } from '../../modules/shipping/index.ts';
import { codRemittanceCommands } from './cod-remittance.commands.ts';
import { scan, setUp, shippedWithShiprocket } from './shipping.test-kit.ts';

type Owed = { courier: string; collected: number; remitted: number; owed: number };

let t: TestApp;
let admin: AdminCall;
let staff: string;

beforeAll(async () => {
  ({ t, admin, staff } = await setUp());
});
afterAll(async () => {
  await t.close();
});

async function codOf(awb: string): Promise<{ rupees: number; courier: string }> {
  const [s] = await t.app.db.select().from(shipments).where(eq(shipments.awb, awb));
  return { rupees: s!.codPaise / 100, courier: s!.courier };
}
const lineCount = async () =>
  Number((await t.app.db.select({ n: sql<number>`count(*)::int` }).from(codRemittanceLines))[0]!.n);
const report = (rows: string[][]) =>
  ['CRF ID,UTR,AWB Code,Order ID,COD Amount,Remittance Date', ...rows.map((r) => r.join(','))].join(
    '\r\n',
  );

describe('parseRemittanceCsv', () => {
  it('finds the columns by their header and reads rupee amounts as paise', () => {
    const parsed = parseRemittanceCsv(
      '\uFEFFAWB,Remitted Amount,UTR No,Date\n123456789,"₹1,250.50",UTR001,2026-11-20\n',
    );
    expect(parsed).toEqual({
      errors: [],
      lines: [
        {
          awb: '123456789',
          amountPaise: 125_050,
          remittanceId: 'UTR001',
          remittedOn: '2026-11-20',
        },
      ],
    });
  });

  it('refuses a file without the columns, or with a bad line, whole', () => {
    expect(parseRemittanceCsv('Order,Total\nA1,100\n').errors).toHaveLength(3);
    const bad = parseRemittanceCsv('AWB,UTR,Amount\n123456789,U1,100\n1.2E+11,U1,abc\n');
    expect(bad.lines).toEqual([]);
    expect(bad.errors).toEqual([
      'Line 3: the AWB "1.2E+11" is not one',
      'Line 3: the amount is not a number of rupees',
    ]);
  });
});

describe(`COD remittance (${testDbKind})`, () => {
  it('matches, reports what does not match, and is idempotent', async () => {
    const a = await shippedWithShiprocket();
    const b = await shippedWithShiprocket();
    const c = await shippedWithShiprocket();
    for (const s of ['picked-up', 'delivered']) {
      await scan(a.awb, s);
      await scan(b.awb, s);
    }
    await scan(c.awb, 'picked-up');
    const codA = await codOf(a.awb);
    const codB = await codOf(b.awb);
    expect(codA.rupees).toBeGreaterThan(0);

    const before = await admin('GET', '/shipping/cod', undefined, { token: staff });
    expect(before.status).toBe(200);
    const mine = (body: typeof before.body) =>
      (body.couriers as Owed[]).find((x) => x.courier === codA.courier)!;
    const start = mine(before.body);
    expect(start.owed).toBe(start.collected - start.remitted);
    const owedBefore = (before.body.unremitted as { awb: string; ageDays: number }[]).filter((u) =>
      [a.awb, b.awb, c.awb].includes(u.awb),
    );
    expect(owedBefore.map((u) => u.awb).sort()).toEqual([a.awb, b.awb].sort());
    expect(owedBefore.every((u) => u.ageDays === 0)).toBe(true);

    const csv = report([
      ['CRF1', 'UTR9001', a.awb, a.id, String(codA.rupees), '2026-11-25'],
      ['CRF1', 'UTR9001', b.awb, b.id, String(codB.rupees - 10), '2026-11-25'],
      ['CRF1', 'UTR9001', c.awb, c.id, '500', '2026-11-25'],
      ['CRF1', 'UTR9001', '999000111222', 'X', '700', '2026-11-25'],
      ['CRF2', 'UTR9002', a.awb, a.id, String(codA.rupees), '2026-11-26'],
      ['CRF2', 'UTR9002', a.awb, a.id, String(codA.rupees), '2026-11-26'],
    ]);
    const first = await admin('POST', '/shipping/cod/remittances', { csv }, { token: staff });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ lines: 6, matched: 1, alreadyImported: 0 });
    expect(
      (first.body.problems as { awb: string; outcome: string }[]).map((p) => [p.awb, p.outcome]),
    ).toEqual([
      [b.awb, 'amount-differs'],
      [c.awb, 'not-delivered'],
      ['999000111222', 'unknown-awb'],
      [a.awb, 'already-remitted'],
      [a.awb, 'repeated-in-file'],
    ]);

    const after = await admin('GET', '/shipping/cod', undefined, { token: staff });
    const now = mine(after.body);
    expect(now.remitted).toBe(start.remitted + codA.rupees);
    expect(now.owed).toBe(start.owed - codA.rupees);
    const owed = (after.body.unremitted as { awb: string }[]).map((u) => u.awb);
    expect(owed).toContain(b.awb);
    expect(owed).not.toContain(a.awb);

    const lines = await lineCount();
    const again = await admin('POST', '/shipping/cod/remittances', { csv }, { token: staff });
    expect(again.body).toMatchObject({ lines: 6, matched: 0, alreadyImported: 5 });
    expect(again.body.problems).toEqual([expect.objectContaining({ outcome: 'repeated-in-file' })]);
    expect(await lineCount()).toBe(lines);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'shipping.cod-remittance'));
    expect(audits).toHaveLength(1);
    expect(mine((await admin('GET', '/shipping/cod', undefined, { token: staff })).body)).toEqual(
      mine(after.body),
    );
  });

  it('refuses an unreadable report with a 400 and stores nothing; asks for a sign-in', async () => {
    const lines = await lineCount();
    const bad = await admin(
      'POST',
      '/shipping/cod/remittances',
      { csv: 'AWB,UTR\n123456,U1\n' },
      { token: staff },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: expect.any(String),
      fields: { csv: expect.any(String) },
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/shipping/cod/remittances',
      payload: { csv: 'AWB,UTR,Amount\n123456,U1,10\n' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await lineCount()).toBe(lines);
  });

  it('imports a report file from the command line, once', async () => {
    const d = await shippedWithShiprocket();
    await scan(d.awb, 'delivered');
    const cod = await codOf(d.awb);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remit-'));
    const file = path.join(dir, 'remittance.csv');
    fs.writeFileSync(file, report([['CRF7', 'UTR7', d.awb, d.id, String(cod.rupees), '']]));
    const run = async (name: 'shipping:remittance' | 'shipping:cod', args: string[]) => {
      const out: string[] = [];
      await codRemittanceCommands[name].run(args, {
        db: t.app.db,
        config: t.app.config,
        out: (l) => out.push(l),
      });
      return out;
    };
    expect(await run('shipping:remittance', [file])).toEqual([
      '1 lines: 1 matched, 0 imported before, 0 not applied.',
    ]);
    expect(await run('shipping:remittance', [file])).toEqual([
      '1 lines: 0 matched, 1 imported before, 0 not applied.',
    ]);
    const ledger = await run('shipping:cod', []);
    expect(ledger[0]).toMatch(/^Courier\s+Parcels\s+Collected\s+Remitted\s+Owed$/);
    expect(ledger.join('\n')).not.toContain(d.awb);
    fs.rmSync(dir, { recursive: true });
  });
});
