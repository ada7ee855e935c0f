import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import { orderStatusBadgeClass, orderStatusName } from '../order-status';

export function StatusBadge({ status }: { status: unknown }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
        orderStatusBadgeClass(status),
      )}
    >
      {t(orderStatusName(status))}
    </span>
  );
}
