// Terminal escapes (issue 17, item 6): the API refuses control characters in every text a
// shopper writes, and the owner's command line prints rows stored before that rule with their
// control characters escaped, so that nothing a shopper wrote can drive the owner's terminal.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../cli/run-command.ts';
import { contactMessages, orders } from '../db/schema.ts';
import { address, placePendingOrder, postOrderAs } from '../modules/orders/test-fixtures.ts';
import {
  createTestApp,
  createTestUser,
  randomIp,
  testDbKind,
  type TestApp,
} from '../test/harness.ts';

const ESC = '\u001b';
/** Clears the screen and retitles the window: what a hostile message would try. */
const ATTACK = `${ESC}[2J${ESC}]0;pwned\u0007`;
const SHOWN = '\\u001b[2J\\u001b]0;pwned\\u0007';
/** Any control character a terminal would act on (line feeds are the output's own). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: randomIp() });

/** `npm run admin -- ...args` as the command line and the server's handoff both run it. */
async function admin(...args: string[]): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  const code = await runCommand(
    args,
    { db: t.app.db, config: t.config, out: (l) => out.push(l) },
    (l) => out.push(l),
  );
  return { code, out };
}

describe(`the API refuses control characters (${testDbKind})`, () => {
  it('in a name', async () => {
    const res = await post('/users/register', {
      email: 'esc.name@example.in',
      password: 'monsoon-2025',
      firstName: `Asha${ESC}[31m`,
      lastName: 'Verma',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/First name/);
  });

  it('in an address line, naming the field', async () => {
    const shopper = await createTestUser(t.app.db);
    const body = {
      products: { '1': 1 },
      shippingAddress: { ...address, address: `12, Linking Road${ATTACK}` },
    };
    const res = await postOrderAs(t.app, body, shopper.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'shippingAddress.address: address must not contain control characters',
    );
  });

  it('in a contact message, where line breaks are still fine', async () => {
    const base = { name: 'Kavya', email: 'kavya.esc@example.in', subject: 'Hello' };
    const refused = await post('/contact', { ...base, message: `Hi${ATTACK}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/message must not contain control characters/);
    const kept = await post('/contact', { ...base, message: 'Line one\nLine two' });
    expect(kept.statusCode).toBe(201);
  });
});

describe(`the command line escapes what was stored before (${testDbKind})`, () => {
  it('contact:list prints a stored escape sequence as text', async () => {
    await t.app.db.insert(contactMessages).values({
      name: `Mallory${ATTACK}`,
      email: 'mallory@example.in',
      subject: `Order ${ESC}[8mhidden`,
      message: `First line\n${ATTACK}second line\u202eevil`,
    });
    const { code, out } = await admin('contact:list', '--limit', '1');
    expect(code).toBe(0);
    const printed = out.join('\n');
    expect(printed).not.toMatch(RAW_CONTROL);
    expect(out[0]).toContain(`Mallory${SHOWN} <mallory@example.in>`);
    expect(out[1]).toBe('Subject: Order \\u001b[8mhidden');
    expect(out[2]).toBe('  First line');
    expect(out[3]).toBe(`  ${SHOWN}second line\\u202eevil`);
  });

  it('orders:show and orders:list print a stored address and name escaped', async () => {
    const shopper = await createTestUser(t.app.db);
    const { id } = await placePendingOrder(t.app.db, shopper);
    await t.app.db
      .update(orders)
      .set({ fullName: `Asha${ATTACK}`, address: `12 Road\r\n${ESC}[1A`, city: `Mumbai\u009b` })
      .where(eq(orders.id, id));
    const { code, out } = await admin('orders:show', id);
    expect(code).toBe(0);
    expect(out.join('\n')).not.toMatch(RAW_CONTROL);
    expect(out).toContain(`Ship to:   Asha${SHOWN}`);
    expect(out).toContain('           12 Road\\u000d\\u000a\\u001b[1A');
    expect(out.some((l) => l.startsWith('           Mumbai\\u009b, '))).toBe(true);
    expect((await admin('orders:list')).out.join('\n')).not.toContain(ESC);
  });
});
