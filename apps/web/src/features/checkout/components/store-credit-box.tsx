// "Use store credit (₹X)": shown to a shopper with a balance, unticked until she ticks it. The
// server spends what the order needs (never more than the balance) and asks for the rest.
import { CheckboxField } from '../../../components/ui/form-field';
import { t, tf } from '../../../lib/i18n';
import { formatRupees } from '../../../lib/money';
import { useStoreCredit } from '../../account';

export function StoreCreditBox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { data } = useStoreCredit();
  if (!data || data.balance <= 0) return null;
  return (
    <CheckboxField
      id="checkout-store-credit"
      label={tf('Use store credit ({amount})', { amount: formatRupees(data.balance) })}
      hint={t('It pays for this order first; you pay only what is left.')}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      wrapperClassName="sm:col-span-2"
    />
  );
}
