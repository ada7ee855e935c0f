// The catalog's entries in the admin audit log (kernel/audit.ts): who changed which product, with
// the product before and after, written in the transaction of the change.
import type { Executor } from '../../db/client.ts';
import { recordAudit as writeAudit, type AuditActor } from '../../kernel/audit.ts';

export type { AuditActor };

export async function recordAudit(
  tx: Executor,
  actor: AuditActor | null,
  action: string,
  productId: number | string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await writeAudit(tx, { actor, action, entity: 'product', entityId: productId, before, after });
}
