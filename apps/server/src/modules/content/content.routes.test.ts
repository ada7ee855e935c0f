// POST /contact and POST /newsletter: stored so the owner can read them (docs/product/rules.md section 6), each
// subscriber once; and what a shopper sees when storing fails for a reason of ours.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers } from '../../db/schema.ts';
import { createTestApp, testDbKind, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object });

const messagesFrom = (email: string) =>
  t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe(`POST /contact (${testDbKind})`, () => {
  it('stores the message trimmed, with the email lower-cased', async () => {
    const res = await post('/contact', {
      name: '  Kavya Menon ',
      email: ' Kavya.Menon@Example.IN',
      subject: ' Blouse size ',
      message: 'Does the saree come with an unstitched blouse piece?\nThank you.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    const rows = await messagesFrom('kavya.menon@example.in');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Kavya Menon',
      subject: 'Blouse size',
      message: 'Does the saree come with an unstitched blouse piece?\nThank you.',
    });
  });

  const good = { name: 'Ravi', email: 'ravi.contact@example.in', subject: 'Hi', message: 'Hello' };
  it.each([
    ['a missing message', { ...good, message: undefined }, /message/],
    ['a blank subject', { ...good, subject: '   ' }, /subject is required/],
    ['a name as a number', { ...good, name: 7 }, /name must be a string/],
    ['an email with a space', { ...good, email: 'ravi contact@example.in' }, /Invalid email/],
    ['a 10 KB message', { ...good, message: 'x'.repeat(10 * 1024) }, /at most 5000/],
    ['an unknown field', { ...good, phone: '9876543210' }, /Unrecognized key/],
    [
      'an escape sequence in the message',
      { ...good, message: 'Hi\u001b]0;owned\u0007' },
      /message must not contain control characters \(line breaks and tabs are fine\)$/,
    ],
    ['ESC in the name', { ...good, name: 'Ravi\u001b[2J' }, /name must not contain control/],
    ['a bidi override in the subject', { ...good, subject: 'Hi \u202egpj' }, /subject must not/],
    ['a lone carriage return in the message', { ...good, message: 'a\rb' }, /control/],
    ['a C1 control in the message', { ...good, message: 'a\u009bb' }, /control/],
  ])('refuses %s with a 400 and stores nothing', async (_what, body, message) => {
    const res = await post('/contact', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await messagesFrom('ravi.contact@example.in')).toHaveLength(0);
  });
});

describe(`POST /contact, line breaks (${testDbKind})`, () => {
  it('keeps line breaks and tabs in the message body', async () => {
    const message = 'Namaste,\r\n\tsizes?\nThanks';
    const res = await post('/contact', { ...good2, message });
    expect(res.statusCode).toBe(201);
    expect((await messagesFrom(good2.email))[0]?.message).toBe(message);
  });
});
const good2 = { name: 'Meena', email: 'meena.lines@example.in', subject: 'Sizes', message: '' };

describe(`POST /newsletter (${testDbKind})`, () => {
  it('stores a subscriber once, however often and in whatever case they subscribe', async () => {
    const answers = [];
    for (const email of ['Nisha@Example.IN', ' nisha@example.in ', 'NISHA@EXAMPLE.IN']) {
      answers.push(await post('/newsletter', { email }));
    }
    // The same answer each time, so the call cannot tell who is already subscribed.
    for (const res of answers) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true });
    }
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'nisha@example.in'));
    expect(rows).toHaveLength(1);
  });
});

describe(`a fault of ours while storing (${testDbKind})`, () => {
  const message = { name: 'Asha', email: 'asha.fault@example.in', subject: 'x', message: 'y' };
  it('answers a generic 500 that names no table, constraint or stack', async () => {
    // A constraint no row can meet: every insert fails inside the database, as a bug would.
    await t.database.db.execute(
      sql.raw(
        'ALTER TABLE contact_messages ADD CONSTRAINT audit_fault_check CHECK (false) NOT VALID',
      ),
    );
    try {
      const res = await post('/contact', message);
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        code: 'internal',
      });
      expect(res.body).not.toMatch(
        /contact_messages|audit_fault|constraint|violat|at .*\.ts|\bsql\b/i,
      );
    } finally {
      await t.database.db.execute(
        sql.raw('ALTER TABLE contact_messages DROP CONSTRAINT audit_fault_check'),
      );
    }
    // The fault gone, storing works again.
    expect((await post('/contact', message)).statusCode).toBe(201);
  });
});
