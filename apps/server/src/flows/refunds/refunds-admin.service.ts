// The owner's side of refunds and store credit (admin routes and commands): the refunds by
// state, recording a payout made by hand, and adjusting a shopper's credit. Each change is one
// transaction with its audit entry (kernel/audit.ts).
import type { AdminRefund, StoreCreditResponse } from '@store/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { recordAudit, COMMAND_LINE_ACTOR, type AuditActor } from '../../kernel/audit.ts';
import { paiseToRupees, rupeesToPaise } from '../../kernel/money.ts';
import { invalid, notFound } from '../../lib/domain-error.ts';
import { findAccountIdByEmail } from '../../modules/accounts/index.ts';
import { recordPayout } from './refunds.service.ts';
import { findRefund, type RefundRow } from './refunds.repository.ts';
import { refunds } from './schema.ts';
import { creditBalance, creditEntries, moveCredit, type CreditKind } from './store-credit.ts';

export function toAdminRefund(r: RefundRow): AdminRefund {
  return {
    id: r.id,
    orderId: r.orderId,
    returnId: r.returnId,
    amount: paiseToRupees(r.amountPaise),
    destination: r.destination as AdminRefund['destination'],
    state: r.state as AdminRefund['state'],
    payout: (r.payout as AdminRefund['payout']) ?? null,
    gatewayRef: r.gatewayRef,
    payoutRef: r.payoutRef,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listRefunds(
  db: Executor,
  query: { state?: AdminRefund['state'] | undefined; orderId?: string | undefined },
): Promise<AdminRefund[]> {
  const where: SQL[] = [];
  if (query.state) where.push(eq(refunds.state, query.state));
  if (query.orderId) where.push(eq(refunds.orderId, query.orderId.trim().toUpperCase()));
  const rows = await db
    .select()
    .from(refunds)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(refunds.id))
    .limit(200);
  return rows.map(toAdminRefund);
}

const actorName = (actor: AuditActor | null) => actor?.email ?? COMMAND_LINE_ACTOR;

/** The owner paid a refund by hand (UPI or bank transfer): done, with its reference. */
export async function recordPayoutAsStaff(
  db: Executor,
  actor: AuditActor | null,
  refundId: number,
  reference: string,
): Promise<AdminRefund> {
  return db.transaction(async (tx) => {
    const before = await findRefund(tx, refundId);
    if (!before) throw notFound('No such refund.');
    await recordPayout(tx, { refundId, reference, actor: actorName(actor) });
    const after = (await findRefund(tx, refundId))!;
    if (before.state !== after.state) {
      await recordAudit(tx, {
        actor,
        action: 'refund.payout',
        entity: 'refund',
        entityId: refundId,
        before: { state: before.state },
        after: { state: after.state, payoutRef: after.payoutRef },
      });
    }
    return toAdminRefund(after);
  });
}

/** Adds (positive) or takes back (negative) store credit; never below zero. Answers the balance. */
export async function adjustCredit(
  db: Executor,
  actor: AuditActor | null,
  input: { email: string; amountRupees: number; note: string },
): Promise<number> {
  let amountPaise: number;
  try {
    amountPaise = rupeesToPaise(input.amountRupees);
  } catch {
    throw invalid('An amount is rupees with at most two decimals.');
  }
  if (amountPaise === 0) throw invalid('The adjustment cannot be zero.');
  const note = input.note.trim();
  if (!note) throw invalid('Say why the credit changes (note).');
  const userId = await findAccountIdByEmail(db, input.email.trim().toLowerCase());
  if (!userId) throw notFound('No shopper account has this email.');
  return db.transaction(async (tx) => {
    const balance = await moveCredit(tx, {
      userId,
      amountPaise,
      kind: 'adjustment',
      note: note.slice(0, 200),
      actor: actorName(actor),
    });
    await recordAudit(tx, {
      actor,
      action: 'store-credit.adjust',
      entity: 'account',
      entityId: userId,
      after: { amountPaise, balancePaise: balance, note },
    });
    return balance;
  });
}

/** The signed-in shopper's credit, for her account page and the checkout. */
export async function storeCreditOf(db: Executor, userId: string): Promise<StoreCreditResponse> {
  const [balance, entries] = await Promise.all([
    creditBalance(db, userId),
    creditEntries(db, userId),
  ]);
  return {
    balance: paiseToRupees(balance),
    entries: entries.map((e) => ({
      amount: paiseToRupees(e.amountPaise),
      kind: e.kind as CreditKind,
      orderId: e.orderId,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
