// The checkout's consent to WhatsApp order updates (docs/whatsapp.md, "Consent"): unticked
// until the shopper ticks it, and naming the store that will write.
import { useQuery } from '@tanstack/react-query';
import { t, tf } from '../../../lib/i18n';
import { CheckboxField } from '../../../components/ui/form-field';
import { storeInfoQueryOptions } from '../../content';

export function WhatsAppOptIn({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  // Read from what the page's header already loaded: the checkout asks the API nothing more.
  const { data } = useQuery({ ...storeInfoQueryOptions, enabled: false });
  const store = data?.storeName.trim() || data?.companyName.trim() || 'our store';
  return (
    <CheckboxField
      id="shipping-whatsapp"
      label={tf('Send me order updates on WhatsApp from {store}', { store })}
      hint={t(
        'Order confirmation, shipping and delivery on the number above. Reply STOP at any time, or turn it off in your account.',
      )}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      wrapperClassName="sm:col-span-2"
    />
  );
}
