// The admin's door onto cash on delivery's moves, with their audit entries.
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../../kernel/audit.ts';
import { issueCodLink, returnToOrigin } from './cod.service.ts';
import { parseOrderId } from './order-reference.ts';
import { statusName } from './order-status.ts';
import { countReturnedToOrigin } from './cod.repository.ts';

const NOT_FOUND = 'There is no such order';

/** `actor` null is the command line (orders:rto). */
export async function returnToOriginAsStaff(db: Executor, actor: AuditActor | null, rawId: string) {
  const id = parseOrderId(rawId);
  if (!id) throw notFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    const result = await returnToOrigin(tx, id);
    if (result.outcome === 'not-found') throw notFound(NOT_FOUND);
    if (result.outcome === 'not-allowed') {
      throw conflict(
        `${id} is ${statusName(result.current)}: only a shipped order can come back to origin`,
      );
    }
    const returnedAt = result.order.returnedToOriginAt ?? new Date();
    await recordAudit(tx, {
      actor,
      action: 'order.return-to-origin',
      entity: 'order',
      entityId: id,
      before: { status: 2 },
      after: { status: result.order.status, returnedToOriginAt: returnedAt.toISOString() },
    });
    return {
      id,
      status: result.order.status,
      returnedToOriginAt: returnedAt.toISOString(),
      returnsOfPhone: await countReturnedToOrigin(tx, result.order.phone),
    };
  });
}

export async function codLinkAsStaff(
  db: Executor,
  actor: AuditActor | null,
  rawId: string,
  publicUrl: string,
): Promise<string> {
  const id = parseOrderId(rawId);
  if (!id) throw notFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    const url = await issueCodLink(tx, id, publicUrl);
    if (!url) throw conflict(`${id} is not a cash-on-delivery order waiting for confirmation`);
    // The link itself is a secret: the log says that one was issued, never what it is.
    await recordAudit(tx, { actor, action: 'order.cod-link', entity: 'order', entityId: id });
    return url;
  });
}
