// Store credit (docs/payments.md, "Store credit"; docs/decisions/030): a ledger of movements per
// shopper account and its balance, changed together in the caller's transaction. Credit is a
// means of payment, not a discount: spending it at checkout leaves the order's value (and its
// tax invoice) as it is and lowers only what is still to be collected.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/domain-error.ts';
import { storeCreditBalances, storeCreditEntries } from './schema.ts';

export type CreditKind = 'refund' | 'adjustment' | 'checkout' | 'order_cancelled';

export interface CreditMovement {
  userId: string;
  /** Positive adds credit, negative spends it. Never 0. */
  amountPaise: number;
  kind: CreditKind;
  orderId?: string | null;
  refundId?: number | null;
  note?: string | null;
  actor: string;
}

export const NOT_ENOUGH_CREDIT = 'Your store credit is less than this amount.';

export async function creditBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: storeCreditBalances.balancePaise })
    .from(storeCreditBalances)
    .where(eq(storeCreditBalances.userId, userId));
  return row?.balance ?? 0;
}

/**
 * Adds or spends credit in the caller's transaction. A debit is one conditional UPDATE that
 * needs the balance to cover it: two spends racing for the same rupees cannot both pass, and
 * the loser gets a 409 with nothing changed. Answers the new balance.
 */
export async function moveCredit(tx: Executor, m: CreditMovement): Promise<number> {
  if (!Number.isSafeInteger(m.amountPaise) || m.amountPaise === 0) {
    throw new Error('a store credit movement is a whole, non-zero number of paise');
  }
  let balance: number;
  if (m.amountPaise > 0) {
    const [row] = await tx
      .insert(storeCreditBalances)
      .values({ userId: m.userId, balancePaise: m.amountPaise })
      .onConflictDoUpdate({
        target: storeCreditBalances.userId,
        set: {
          balancePaise: sql`${storeCreditBalances.balancePaise} + ${m.amountPaise}`,
          updatedAt: new Date(),
        },
      })
      .returning({ balance: storeCreditBalances.balancePaise });
    balance = row!.balance;
  } else {
    const spend = -m.amountPaise;
    const [row] = await tx
      .update(storeCreditBalances)
      .set({
        balancePaise: sql`${storeCreditBalances.balancePaise} - ${spend}`,
        updatedAt: new Date(),
      })
      .where(
        and(eq(storeCreditBalances.userId, m.userId), gte(storeCreditBalances.balancePaise, spend)),
      )
      .returning({ balance: storeCreditBalances.balancePaise });
    if (!row) throw conflict(NOT_ENOUGH_CREDIT);
    balance = row.balance;
  }
  await tx.insert(storeCreditEntries).values({
    userId: m.userId,
    amountPaise: m.amountPaise,
    kind: m.kind,
    orderId: m.orderId ?? null,
    refundId: m.refundId ?? null,
    note: m.note ?? null,
    actor: m.actor,
  });
  return balance;
}

export interface CreditEntry {
  amountPaise: number;
  kind: string;
  orderId: string | null;
  note: string | null;
  createdAt: Date;
}

/** The newest movements of an account, for its page and the owner. */
export async function creditEntries(
  db: Executor,
  userId: string,
  limit = 20,
): Promise<CreditEntry[]> {
  return db
    .select({
      amountPaise: storeCreditEntries.amountPaise,
      kind: storeCreditEntries.kind,
      orderId: storeCreditEntries.orderId,
      note: storeCreditEntries.note,
      createdAt: storeCreditEntries.createdAt,
    })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId))
    .orderBy(desc(storeCreditEntries.id))
    .limit(limit);
}

/** What an order took from store credit at checkout (0 when none). */
export async function creditSpentOn(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(sum(${storeCreditEntries.amountPaise}), 0)` })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.orderId, orderId), eq(storeCreditEntries.kind, 'checkout')));
  return -Number(row?.spent ?? 0);
}

/**
 * Gives a cancelled order's spent credit back, once (a unique index on the order's
 * 'order_cancelled' entry): the cancellation, the expiry of an unpaid order and the sweep may
 * all try. Answers the paise given back by this call.
 */
export async function giveBackCreditOf(
  tx: Executor,
  order: { id: string; userId: string },
  actor: string,
): Promise<number> {
  const spent = await creditSpentOn(tx, order.id);
  if (spent <= 0) return 0;
  const inserted = await tx
    .insert(storeCreditEntries)
    .values({
      userId: order.userId,
      amountPaise: spent,
      kind: 'order_cancelled',
      orderId: order.id,
      note: 'Given back: the order was cancelled',
      actor,
    })
    .onConflictDoNothing()
    .returning({ id: storeCreditEntries.id });
  if (inserted.length === 0) return 0;
  await tx
    .insert(storeCreditBalances)
    .values({ userId: order.userId, balancePaise: spent })
    .onConflictDoUpdate({
      target: storeCreditBalances.userId,
      set: {
        balancePaise: sql`${storeCreditBalances.balancePaise} + ${spent}`,
        updatedAt: new Date(),
      },
    });
  return spent;
}
