// The checkout's shipping fields (docs/product/storefront.md section 2, "Checkout"), each with
// its label, its message and the hints the PIN directory gives: the PIN's city to take with one
// press, the delivery promise and whether cash on delivery is offered.
import { INDIAN_STATES } from '@store/contract';
import type { UseFormReturn } from 'react-hook-form';
import { keepFocusInField, SelectField, TextField } from '../../../components/ui/form-field';
import { codLine, promiseLine } from '../../delivery';
import type { DeliveryPin } from '../use-delivery-pin';
import { SHIPPING_LABELS, type ShippingField, type ShippingValues } from '../shipping-rules';
import { t, tf } from '../../../lib/i18n';

export function ShippingFields(props: {
  form: UseFormReturn<ShippingValues>;
  delivery: DeliveryPin;
  recheck: (field: ShippingField) => void;
  retype: (field: ShippingField) => void;
  takeOfferedCity: () => void;
}) {
  const { form, delivery } = props;
  const errors = form.formState.errors;
  const common = (field: ShippingField) => ({
    id: `shipping-${field}`,
    label: t(SHIPPING_LABELS[field]),
    error: errors[field]?.message ?? (field === 'postalCode' ? delivery.problem : undefined),
    ...form.register(field, {
      onBlur: () => props.recheck(field),
      onChange: () => props.retype(field),
    }),
  });
  return (
    <>
      <TextField {...common('fullName')} autoComplete="name" wrapperClassName="sm:col-span-2" />
      <TextField
        {...common('address')}
        autoComplete="street-address"
        hint={t('House or flat number, street, area and landmark')}
        wrapperClassName="sm:col-span-2"
      />
      <TextField
        {...common('city')}
        autoComplete="address-level2"
        hint={
          delivery.offeredCity && (
            <button
              type="button"
              onClick={props.takeOfferedCity}
              onMouseDown={keepFocusInField}
              className="font-medium text-maroon-700 underline decoration-gold-400 underline-offset-2 hover:decoration-maroon-700"
            >
              {tf('Use {city}, the city of PIN code {pin}', {
                city: delivery.offeredCity,
                pin: delivery.answer?.pin ?? '',
              })}
            </button>
          )
        }
      />
      <SelectField {...common('state')} autoComplete="address-level1">
        <option value="">{t('Select a state')}</option>
        {INDIAN_STATES.map((state) => (
          // The value sent and stored stays the official English name the contract expects.
          <option key={state} value={state}>
            {t(state)}
          </option>
        ))}
      </SelectField>
      <TextField
        {...common('postalCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={7}
        placeholder="560025"
        hint={
          delivery.answer?.serviceable
            ? [promiseLine(delivery.answer), codLine(delivery.answer)].filter(Boolean).join('. ')
            : undefined
        }
      />
      <TextField
        {...common('phone')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="98765 43210"
        hint={t('10-digit mobile number for delivery updates')}
      />
    </>
  );
}
