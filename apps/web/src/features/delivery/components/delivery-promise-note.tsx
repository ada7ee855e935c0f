import { Truck } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { tf } from '../../../lib/i18n';
import { usePincode } from '../api/get-pincode';
import { rememberedPin } from '../delivery-memory';
import { promiseLine } from '../delivery-text';

/**
 * The promised dates for a PIN (the one given, else the one last checked on this device), as a
 * line in the cart's and the checkout's summary. Nothing when there is no PIN or no answer yet.
 */
export function DeliveryPromiseNote({
  pin,
  className,
}: {
  pin?: string | null;
  className?: string;
}) {
  const target = pin === undefined ? rememberedPin() : pin;
  const answer = usePincode(target);
  if (!target || !answer.isSuccess) return null;
  return (
    <p
      className={cn(
        'flex items-start gap-2 text-sm',
        answer.data.serviceable ? 'text-emerald-800' : 'text-red-800',
        className,
      )}
    >
      <Truck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        {promiseLine(answer.data)}
        <span className="text-muted"> · {tf('PIN {pin}', { pin: answer.data.pin })}</span>
      </span>
    </p>
  );
}
