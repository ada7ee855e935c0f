// The refund mail of a return (docs/returns.md, docs/tax.md "Credit notes"): the owner's refund
// issues the credit note of the returned lines in its transaction, and the mail names it and
// carries its PDF; a shopper who ordered in Hindi reads it in Hindi. A retried refund issues
// no second note and no second mail.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, taxDocuments } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { adminCaller, staffToken } from '../staff/staff.test-kit.ts';
import { invoicePdf } from '../tax/index.ts';
import { receivedReturn, returnStep } from './returns.test-kit.ts';

let t: TestApp;
let owner: string;
let admin: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffToken(t.app, 'owner');
  admin = adminCaller(t.app);
});
afterAll(async () => {
  await t.close();
});

/** A delivered order of two kurtas in `language`, one returned for store credit and refunded. */
async function refundedReturn(language: 'en' | 'hi') {
  const step = returnStep(admin, owner);
  const shopper = await createTestUser(t.app.db);
  const { orderId, returnId } = await receivedReturn(t, shopper, step, language);
  const refunds = await Promise.all([step(returnId, 'refund'), step(returnId, 'refund')]);
  expect(refunds.map((x) => x.status).sort()).toEqual([200, 409]);
  const mails = await t.app.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `return:${returnId}:refunded`));
  const notes = await t.app.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
  return { orderId, mails, notes: notes.filter((n) => n.kind === 'credit-note') };
}

describe(`the refund mail of a return (${testDbKind})`, () => {
  it('names the credit note of the returned piece and attaches it', async () => {
    const { orderId, mails, notes } = await refundedReturn('en');
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note.refundId).not.toBeNull();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.text).toContain('We have refunded ₹1,049');
    expect(mail.text).toContain(
      `The credit note ${note.number} for the returned pieces is attached.`,
    );
    expect(mail.attachments).toEqual([{ kind: 'credit-note', orderId, refundId: note.refundId }]);
    // What the worker attaches: the return's note, not the invoice.
    const pdf = await invoicePdf(t.app.db, orderId, 'credit-note', note.refundId!);
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('goes in Hindi to a shopper who ordered in Hindi', async () => {
    const { mails, notes } = await refundedReturn('hi');
    const mail = mails[0]!;
    expect(mail.subject).toContain('रिफ़ंड');
    expect(mail.text).toContain('नमस्ते');
    expect(mail.text).toContain(`क्रेडिट नोट ${notes[0]!.number} साथ में लगा है`);
    expect(mail.html).toContain('lang="hi-IN"');
  });
});
