// The mail that carries a cash-on-delivery confirmation link: the order-placed mail of the mail
// module (modules/mail) with the link in it, queued in the caller's transaction. Each link has
// a mail of its own (the dedupe key names it), so a link issued again is mailed again.
// The same link goes on WhatsApp, as Confirm and Cancel buttons, when the shopper opted in.
import type { Executor } from '../../db/client.ts';
import { queueMail } from '../mail/index.ts';
import { queueWhatsApp } from '../whatsapp/index.ts';
import { findOrderRow } from './orders.repository.ts';

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
  const order = await findOrderRow(tx, mail.orderId);
  if (order) {
    await queueWhatsApp(tx, {
      event: 'cod-order-placed',
      order,
      codConfirmUrl: mail.codConfirmUrl,
    });
  }
}
