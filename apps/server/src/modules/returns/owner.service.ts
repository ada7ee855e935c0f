// The owner's steps on a return (issue 31 item 5; docs/returns.md): approve, reject, mark
// received, refund, record a payout, send the exchange. Each is one transaction that moves the
// request only from the state it expects (of two owners at once one wins, the other gets 409),
// writes its audit entry and queues its mail. The refund and the pickup go through the ports.
import type { ReturnRequest } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../../kernel/audit.ts';
import { conflict, invalid, notFound } from '../../lib/domain-error.ts';
import { returnStock } from '../catalog/index.ts';
import { getOrderForMail, getOrderForOwner, type OrderWithItems } from '../orders/index.ts';
import type { ReturnsPorts, StepPlace } from './ports.ts';
import { queueReturnMail, type ReturnStep } from './returns-mail.ts';
import { toWireReturn } from './returns-wire.ts';
import {
  claimRefund,
  findReturn,
  lockReturn,
  moveReturn,
  setLineReceived,
  settleReturnRefunds,
  updateReturn,
  type ReturnRow,
  type ReturnWithLines,
} from './returns.repository.ts';
import { sendExchange } from './exchange.service.ts';

export const RETURN_NOT_FOUND = 'No such return';

export interface OwnerContext {
  db: Executor;
  actor: AuditActor | null;
  ports: ReturnsPorts;
  publicUrl: string;
  place: StepPlace;
}

/** Refuses a step the request is not in the state for, naming the state it is in. */
async function refused(tx: Executor, id: number, step: string): Promise<never> {
  const now = await findReturn(tx, id);
  if (!now) throw notFound(RETURN_NOT_FOUND);
  throw conflict(
    `This return is ${now.state}${now.refundState ? ` (refund ${now.refundState})` : ''}: it cannot be ${step} now`,
  );
}

/** Ends a step: the audit entry, the mail, and the request as it now is. */
async function finish(
  tx: Executor,
  ctx: OwnerContext,
  step: { action: string; mail: ReturnStep | null; before: ReturnRow },
): Promise<ReturnRequest> {
  const after = (await findReturn(tx, step.before.id))!;
  await recordAudit(tx, {
    actor: ctx.actor,
    action: `return.${step.action}`,
    entity: 'return',
    entityId: after.id,
    before: { ...step.before, payout: undefined },
    after: { ...after, payout: undefined },
  });
  if (step.mail) {
    const order = (await getOrderForMail(tx, after.orderId))!;
    await queueReturnMail(tx, step.mail, after, order, ctx.publicUrl);
  }
  return toWireReturn(after);
}

const reservedOf = (r: ReturnWithLines) =>
  r.lines
    .filter((l) => l.exchangeSize)
    .map((l) => ({
      productId: l.productId,
      size: l.exchangeSize!,
      color: l.color,
      quantity: l.quantity,
    }));

export async function approveReturn(
  ctx: OwnerContext,
  id: number,
  pickup: boolean,
): Promise<ReturnRequest> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockReturn(tx, id);
    const moved = await moveReturn(tx, id, ['requested'], 'approved');
    if (!before || !moved) return refused(tx, id, 'approved');
    let how = 'shopper ships';
    if (pickup) {
      const booked = await ctx.ports.pickups.request(
        tx,
        {
          returnId: id,
          orderId: moved.orderId,
          lines: before.lines.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity })),
        },
        ctx.place,
      );
      if (booked.state === 'booked')
        how = `${booked.courier ?? 'courier'} ${booked.awb ?? ''}`.trim();
    }
    await updateReturn(tx, id, { pickup: how });
    return finish(tx, ctx, { action: 'approve', mail: 'approved', before });
  });
}

export async function rejectReturn(
  ctx: OwnerContext,
  id: number,
  reason: string,
): Promise<ReturnRequest> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockReturn(tx, id);
    if (before?.exchangeOrderId) return refused(tx, id, 'rejected');
    const moved = await moveReturn(tx, id, ['requested', 'approved'], 'rejected', {
      rejectReason: reason.trim(),
    });
    if (!before || !moved) return refused(tx, id, 'rejected');
    // A courier pickup booked at approval is called off; if the courier will not, nothing moves.
    if (before.state === 'approved') {
      const pickup = await ctx.ports.pickups.cancel(tx, { returnId: id }, ctx.place);
      if (pickup.state === 'refused') {
        throw conflict(
          `The courier's pickup could not be cancelled (${pickup.reason ?? 'no reason given'}): the return stays approved`,
        );
      }
      if (pickup.state === 'cancelled') {
        await updateReturn(tx, id, { pickup: `${before.pickup ?? 'courier'} (cancelled)` });
      }
    }
    // The size kept aside for an exchange goes back on the shelf.
    await returnStock(tx, reservedOf(before));
    return finish(tx, ctx, { action: 'reject', mail: 'rejected', before });
  });
}

export async function receiveReturn(
  ctx: OwnerContext,
  id: number,
  counts: { id: number; restocked: number; writtenOff: number }[] | undefined,
): Promise<ReturnRequest> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockReturn(tx, id);
    if (!before) throw notFound(RETURN_NOT_FOUND);
    const perLine = before.lines.map((line) => {
      const given = counts?.find((c) => c.id === line.id);
      const restocked = given ? given.restocked : line.quantity;
      const writtenOff = given ? given.writtenOff : 0;
      if (restocked + writtenOff !== line.quantity) {
        throw invalid(
          `lines: restocked and written off of "${line.title}" must add up to ${line.quantity}`,
        );
      }
      return { line, restocked, writtenOff };
    });
    if (counts?.some((c) => !before.lines.some((l) => l.id === c.id))) {
      throw invalid('lines: a line of another return');
    }
    // An exchange sent before the parcel came back is done once it is in.
    const done = before.want === 'exchange' && before.exchangeOrderId !== null;
    const moved = await moveReturn(tx, id, ['approved'], done ? 'closed' : 'received');
    if (!moved) return refused(tx, id, 'marked received');
    for (const p of perLine) await setLineReceived(tx, p.line.id, p.restocked, p.writtenOff);
    await returnStock(
      tx,
      perLine
        .filter((p) => p.restocked > 0)
        .map((p) => ({
          productId: p.line.productId,
          size: p.line.size,
          color: p.line.color,
          quantity: p.restocked,
        })),
    );
    return finish(tx, ctx, { action: 'receive', mail: 'received', before });
  });
}

/** Refunds a received return through the refunds port; a retry never refunds twice. */
export async function refundReturn(ctx: OwnerContext, id: number): Promise<ReturnRequest> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockReturn(tx, id);
    const claimed = await claimRefund(tx, id);
    if (!before || !claimed) return refused(tx, id, 'refunded');
    const answer = await ctx.ports.refunds.refund(tx, {
      orderId: before.orderId,
      returnId: id,
      amountPaise: before.refundPaise,
      to: before.want as 'source' | 'store_credit' | 'upi' | 'bank',
      ...(before.payout ? { payout: before.payout as object } : {}),
      lines: before.lines.map((l) => ({
        orderItemId: l.orderItemId,
        quantity: l.quantity,
        amountPaise: l.refundPaise,
      })),
      idempotencyKey: `return:${id}:refund`,
      actor: ctx.actor?.email ?? 'command line',
    });
    const done = answer.state === 'done';
    await updateReturn(tx, id, {
      refundState: answer.state,
      refundId: answer.refundId,
      ...(done ? { state: 'closed', refundedAt: new Date() } : {}),
    });
    const mail = done ? 'refunded' : answer.state === 'payout_due' ? 'payout-due' : null;
    return finish(tx, ctx, { action: 'refund', mail, before });
  });
}

/** The owner paid a payout-due refund herself: its reference closes the return. */
export async function recordReturnPayout(
  ctx: OwnerContext,
  id: number,
  reference: string,
): Promise<ReturnRequest> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockReturn(tx, id);
    const moved = await moveReturn(tx, id, ['received'], 'closed', {
      refundState: 'done',
      refundedAt: new Date(),
    });
    if (!before || !moved || before.refundState !== 'payout_due' || before.refundId === null) {
      return refused(tx, id, 'recorded as paid');
    }
    await ctx.ports.refunds.recordPayout(tx, {
      refundId: before.refundId,
      reference: reference.trim(),
      actor: ctx.actor?.email ?? 'command line',
    });
    return finish(tx, ctx, { action: 'payout', mail: 'refunded', before });
  });
}

/** Sends the reserved size as an order of ₹0 tied to the original (exchange.service.ts). */
export async function exchangeReturn(
  ctx: OwnerContext,
  id: number,
  shipment: { trackingNumber?: string | undefined; courier?: string | undefined },
): Promise<ReturnRequest> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockReturn(tx, id);
    if (!before || before.want !== 'exchange' || before.exchangeOrderId) {
      return refused(tx, id, 'sent as an exchange');
    }
    const original = (await getOrderForOwner(tx, before.orderId)) as OrderWithItems;
    // Received: the exchange closes it. Approved: the owner sends first, receipt closes it.
    const to = before.state === 'received' ? 'closed' : 'approved';
    const exchangeOrderId = await sendExchange(tx, original, before, shipment);
    const moved = await moveReturn(tx, id, ['received', 'approved'], to, { exchangeOrderId });
    if (!moved) return refused(tx, id, 'sent as an exchange');
    return finish(tx, ctx, { action: 'exchange', mail: 'exchange-sent', before });
  });
}

const ARRIVED = ' · back at the store';

/**
 * The courier's tracking says a reverse pickup reached the store (the shipping flow's
 * onReturnDelivered port): the queue shows it, so the owner knows to open and receive it. The
 * units are restocked or written off only when she marks it received.
 */
export async function returnParcelArrived(tx: Executor, returnId: number): Promise<void> {
  const before = await lockReturn(tx, returnId);
  if (!before || before.state !== 'approved' || before.pickup?.endsWith(ARRIVED)) return;
  await updateReturn(tx, returnId, { pickup: `${before.pickup ?? 'courier'}${ARRIVED}` });
  await recordAudit(tx, {
    actor: null,
    action: 'return.parcel-arrived',
    entity: 'return',
    entityId: returnId,
    before: { pickup: before.pickup },
    after: { pickup: `${before.pickup ?? 'courier'}${ARRIVED}` },
  });
}

/**
 * The gateway answered refunds that were pending (the refunds flow's onSettled port): a done
 * refund closes its return and mails the shopper; a failed one shows as failed in the queue,
 * for the owner to pay it out by hand (docs/returns.md).
 */
export async function returnRefundsSettled(
  db: Executor,
  settled: { done: number[]; failed: number[] },
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await settleReturnRefunds(tx, settled.failed, 'failed');
    for (const id of await settleReturnRefunds(tx, settled.done, 'done')) {
      const after = (await findReturn(tx, id))!;
      const order = (await getOrderForMail(tx, after.orderId))!;
      await queueReturnMail(tx, 'refunded', after, order, publicUrl);
    }
  });
}
