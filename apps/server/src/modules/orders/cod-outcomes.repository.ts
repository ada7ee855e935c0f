// For the owner's WhatsApp numbers (flows/whatsapp): the COD orders that waited for a
// confirmation, and what became of them. The confirmation's token hash outlives its use
// (orders.repository.ts), so it still marks an order that had to be confirmed.
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

export interface CodOutcome {
  id: string;
  status: number;
  returnedToOrigin: boolean;
}

export async function codOrdersAwaitingConfirmation(
  db: Executor,
  since: Date,
): Promise<CodOutcome[]> {
  const rows = await db
    .select({ id: orders.id, status: orders.status, returned: orders.returnedToOriginAt })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'cod'),
        isNotNull(orders.codConfirmTokenHash),
        gte(orders.createdAt, since),
      ),
    );
  return rows.map((r) => ({ id: r.id, status: r.status, returnedToOrigin: r.returned !== null }));
}
