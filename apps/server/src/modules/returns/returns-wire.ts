// A return request as the API shows it: rupees, not paise; ISO times; the payout details left
// out (they are for the owner's payout, not to be echoed).
import type { ReturnReason, ReturnRequest, ReturnWant } from '@store/contract';
import type { ReturnWithLines } from './returns.repository.ts';

const rupees = (paise: number) => paise / 100;

export function toWireReturn(r: ReturnWithLines): ReturnRequest {
  return {
    id: r.id,
    orderId: r.orderId,
    state: r.state as ReturnRequest['state'],
    reason: r.reason as ReturnReason,
    note: r.note,
    want: r.want as ReturnWant,
    lines: r.lines.map((l) => ({
      id: l.id,
      orderItemId: l.orderItemId,
      title: l.title,
      size: l.size,
      quantity: l.quantity,
      exchangeSize: l.exchangeSize,
      refund: rupees(l.refundPaise),
      restocked: l.restocked,
      writtenOff: l.writtenOff,
    })),
    photos: r.photos,
    refund: rupees(r.refundPaise),
    refundState: r.refundState as ReturnRequest['refundState'],
    rejectReason: r.rejectReason,
    pickup: r.pickup,
    exchangeOrderId: r.exchangeOrderId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
