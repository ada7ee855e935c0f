// The checkout's address book (issue 31 item 8): a signed-in shopper picks one of her saved
// addresses to fill the form, and ticks a box to save the one she types (unticked until she
// does: saving is her choice).
import type { SavedAddress } from '@store/contract';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/form-field';
import { nationalMobile, useAddressBook } from '../../account';
import type { ShippingValues } from '../shipping-rules';
import { t } from '../../../lib/i18n';

const oneLine = (a: SavedAddress) =>
  `${a.fullName}, ${a.address}, ${a.city}, ${a.state} ${a.postalCode}`;

/** "Deliver to a saved address": choosing one fills the fields, which stay editable. */
export function SavedAddressPicker({ form }: { form: UseFormReturn<ShippingValues> }) {
  const { data } = useAddressBook();
  if (!Array.isArray(data) || data.length === 0) return null;
  const choose = (a: SavedAddress) => {
    const values: ShippingValues = {
      fullName: a.fullName,
      address: a.address,
      city: a.city,
      state: a.state,
      postalCode: a.postalCode,
      phone: nationalMobile(a.phone),
    };
    for (const [field, value] of Object.entries(values) as [keyof ShippingValues, string][]) {
      form.setValue(field, value, { shouldDirty: true });
      form.clearErrors(field);
    }
  };
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {t('Deliver to a saved address')}
      </legend>
      <ul className="space-y-2">
        {data.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className="w-full rounded-lg border border-line bg-white px-3 py-2 text-left text-sm hover:border-maroon-700 focus:outline-none focus:ring-2 focus:ring-maroon-700"
              onClick={() => choose(a)}
            >
              {oneLine(a)}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The consent box: the address goes to the account's book only when ticked. */
export function SaveAddressBox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <CheckboxField
      id="shipping-save-address"
      label={t('Save this address to my account')}
      hint={t('To choose it next time. You can edit or delete it on your account page.')}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      wrapperClassName="sm:col-span-2"
    />
  );
}
