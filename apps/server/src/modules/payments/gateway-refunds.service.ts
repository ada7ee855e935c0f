// The payments module's part in refunds (flows/refunds): which gateway payment of an order a
// refund goes back to, and how this store asks its gateway to refund and reports the answer
// (providers/payu-refund.ts). The bundled sandbox is asked in-process, PayU over the network,
// as for verify_payment (reconcile.service.ts).
import { and, desc, eq, inArray, notLike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { gatewaySetup } from './payments.service.ts';
import { gatewayTransport, GATEWAY_METHODS } from './reconcile.service.ts';
import {
  checkPayuRefund,
  requestPayuRefund,
  type RefundRequestAnswer,
  type RefundStatusAnswer,
} from './providers/payu-refund.ts';
import { SANDBOX_VERIFY_PATH } from './sandbox/sandbox-credentials.ts';
import { payments } from './schema.ts';

export type { RefundRequestAnswer, RefundStatusAnswer };

/** The gateway payment of an order that money can go back to: PayU's id and the amount. */
export interface RefundablePayment {
  mihpayid: string;
  amountPaise: number;
  sandbox: boolean;
}

/**
 * The order's settled gateway payment (card, or UPI through the gateway), or null when it was
 * paid another way (cash on delivery, the store's own UPI ID, marked paid by the owner).
 */
export async function findRefundablePayment(
  db: Executor,
  orderId: string,
): Promise<RefundablePayment | null> {
  const [row] = await db
    .select({ ref: payments.gatewayRef, amount: payments.amountPaise, sandbox: payments.sandbox })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'success'),
        inArray(payments.method, [...GATEWAY_METHODS]),
        notLike(payments.txnId, 'upi:%'),
        notLike(payments.txnId, 'cod:%'),
      ),
    )
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  if (!row?.ref) return null;
  return { mihpayid: row.ref, amountPaise: row.amount, sandbox: row.sandbox };
}

export interface GatewayRefunder {
  request(refund: {
    mihpayid: string;
    token: string;
    amountPaise: number;
  }): Promise<RefundRequestAnswer>;
  check(refund: {
    requestId: string | null;
    mihpayid: string;
    token: string;
  }): Promise<RefundStatusAnswer>;
}

/** How this store refunds through its gateway; null when it has none. */
export function gatewayRefunder(app: FastifyInstance): GatewayRefunder | null {
  const gateway = gatewaySetup(app.config);
  if (!gateway) return null;
  const endpoint = {
    key: gateway.key,
    salt: gateway.salt,
    verifyUrl: gateway.sandbox ? SANDBOX_VERIFY_PATH : app.config.paymentChecks.payuVerifyUrl,
  };
  const transport = gatewayTransport(app);
  return {
    request: (refund) => requestPayuRefund(endpoint, refund, transport),
    check: (refund) => checkPayuRefund(endpoint, refund, transport),
  };
}
