import { ORDER_STATUS_NAMES, type OrderStatusCode } from '@store/contract';
import { Badge, type BadgeTone } from '../../components/admin-ui';

const TONES: Record<OrderStatusCode, BadgeTone> = {
  0: 'warn',
  1: 'brand',
  2: 'neutral',
  3: 'good',
  4: 'bad',
};

export function OrderStatusBadge({ status }: { status: OrderStatusCode }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_NAMES[status]}</Badge>;
}
