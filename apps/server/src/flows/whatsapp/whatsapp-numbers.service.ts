// The owner's WhatsApp numbers (docs/whatsapp.md, "Numbers"): messages by how far they got,
// and the COD orders that had to be confirmed, by how they were (a tap on WhatsApp, the mailed
// link, or not at all), each with the share of its parcels that came back to origin.
import type { WhatsAppNumbersResponse } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { OrderStatus, codOrdersAwaitingConfirmation } from '../../modules/orders/index.ts';
import { ordersConfirmedOnWhatsApp, whatsappMessageCounts } from '../../modules/whatsapp/index.ts';

const ratio = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000;

export async function whatsappNumbers(
  db: Executor,
  days: number,
  connected: boolean,
  now = new Date(),
): Promise<WhatsAppNumbersResponse> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const messages = await whatsappMessageCounts(db, since);
  const cod = await codOrdersAwaitingConfirmation(db, since);
  const onWhatsApp = await ordersConfirmedOnWhatsApp(
    db,
    cod.map((o) => o.id),
  );
  // Confirmed: it left Pending for Processing or beyond; a returned parcel was confirmed too.
  const confirmed = (o: (typeof cod)[number]) =>
    o.returnedToOrigin || (o.status !== OrderStatus.Pending && o.status !== OrderStatus.Cancelled);
  const groups = {
    byWhatsApp: cod.filter((o) => confirmed(o) && onWhatsApp.has(o.id)),
    byMail: cod.filter((o) => confirmed(o) && !onWhatsApp.has(o.id)),
    notConfirmed: cod.filter((o) => !confirmed(o)),
  };
  const shareOf = (group: typeof cod) => ({
    orders: group.length,
    share: ratio(group.length, cod.length),
    returnedShare: ratio(group.filter((o) => o.returnedToOrigin).length, group.length),
  });
  return {
    since: since.toISOString(),
    connected,
    messages,
    cod: {
      total: cod.length,
      byWhatsApp: shareOf(groups.byWhatsApp),
      byMail: shareOf(groups.byMail),
      notConfirmed: shareOf(groups.notConfirmed),
    },
  };
}
