// The mail that carries a cash-on-delivery confirmation link: the order-placed mail of the mail
// module (modules/mail) with the link in it, queued in the caller's transaction. Each link has
// a mail of its own (the dedupe key names it), so a link issued again is mailed again.
import type { Executor } from '../../db/client.ts';
import { queueMail } from '../mail/index.ts';

export async function queueCodConfirmationMail(
  tx: Executor,
  mail: { orderId: string; codConfirmUrl: string; linkId: string },
): Promise<void> {
  await queueMail(tx, {
    event: 'order-placed',
    orderId: mail.orderId,
    codConfirmUrl: mail.codConfirmUrl,
    dedupeKey: `order-placed:cod-confirm:${mail.orderId}:${mail.linkId}`,
  });
}
