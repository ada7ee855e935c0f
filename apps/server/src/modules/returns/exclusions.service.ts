// What the owner marked not returnable (docs/returns.md): a product (jewellery, a custom-stitched
// piece) or a whole category, matched against a product's category, parent category and
// sub-category, case aside. Audited like every admin change.
import type { Executor } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../../kernel/audit.ts';
import { notFound } from '../../lib/domain-error.ts';
import { parseProductId, productExists, productsByIds } from '../catalog/index.ts';
import { addExclusion, listExclusions, removeExclusion } from './returns.repository.ts';

export interface ExclusionInput {
  kind: 'product' | 'category';
  value: string;
  notReturnable: boolean;
}

export async function exclusionsView(db: Executor) {
  const rows = await listExclusions(db);
  const ids = rows.filter((r) => r.kind === 'product').map((r) => Number(r.value));
  const titles = new Map((await productsByIds(db, ids)).map((p) => [String(p.id), p.title]));
  return {
    notReturnable: rows.map((r) => ({
      kind: r.kind as 'product' | 'category',
      value: r.value,
      title: r.kind === 'product' ? (titles.get(r.value) ?? null) : null,
    })),
  };
}

export async function setExclusion(
  db: Executor,
  actor: AuditActor | null,
  input: ExclusionInput,
): Promise<void> {
  let value = input.value.trim().toLowerCase();
  if (input.kind === 'product') {
    const id = parseProductId(value);
    if (id === null || !(await productExists(db, id))) throw notFound('Product not found');
    value = String(id);
  }
  await db.transaction(async (tx) => {
    const changed = input.notReturnable
      ? await addExclusion(tx, input.kind, value)
      : await removeExclusion(tx, input.kind, value);
    if (!changed) return;
    await recordAudit(tx, {
      actor,
      action: input.notReturnable ? 'return.not-returnable' : 'return.returnable',
      entity: input.kind,
      entityId: value,
    });
  });
}
