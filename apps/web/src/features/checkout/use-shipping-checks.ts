// How the checkout's shipping form is checked (docs/product/storefront.md section 2, "Checkout"):
// a field on its own as the shopper leaves it, and again as it is corrected once marked wrong,
// never while first typed; the whole form on Place Order, blank fields first, then the cart,
// then each field's rule, the PIN and the PIN's city.
import type { UseFormReturn } from 'react-hook-form';
import { t, tf } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { missingChoice, type CartLine } from '../cart';
import { CITY_MISMATCH, type DeliveryPin } from './use-delivery-pin';
import {
  blankFields,
  cityMismatch,
  fieldError,
  requiredMessage,
  SHIPPING_FIELDS,
  shippingForm,
  type ShippingField,
  type ShippingValues,
} from './shipping-rules';

/** At once, not react-hook-form's setFocus, which waits a tick (see checkForOrder). */
export function focusShippingField(field: ShippingField | undefined): void {
  if (field) document.getElementById(`shipping-${field}`)?.focus();
}

/** Whatever in the cart stops the order, told as a toast; false when nothing does. */
function cartRefuses(lines: readonly CartLine[]): boolean {
  // A line added from a product card may still need its size or colour.
  const incomplete = lines.find((line) => missingChoice(line) !== null);
  if (incomplete) {
    const which = missingChoice(incomplete);
    toast.error(t(which === 'size' ? 'Please select a size' : 'Please select a colour'), {
      description: tf(
        which === 'size'
          ? 'Choose a size for {name} in your cart before checkout.'
          : 'Choose a colour for {name} in your cart before checkout.',
        { name: incomplete.name },
      ),
    });
    return true;
  }
  if (lines.length === 0) {
    toast.error('Cart is empty', {
      description: 'Please add items to your cart before checkout',
    });
    return true;
  }
  return false;
}

export function useShippingChecks(form: UseFormReturn<ShippingValues>, delivery: DeliveryPin) {
  const { getValues, getFieldState, setError, setValue, clearErrors } = form;

  /**
   * One field on its own: a blank one keeps the 'is required' Place Order gave it and gets no
   * other message; anything else is checked against the form's rule for it.
   */
  const recheck = (field: ShippingField) => {
    const value = getValues(field);
    const marked = getFieldState(field).error?.message;
    if (value.trim() === '') {
      if (marked !== requiredMessage(field)) clearErrors(field);
      return;
    }
    const message = fieldError(field, value);
    const mismatch = field === 'city' ? cityMismatch(value, delivery.answer) : undefined;
    if (message) setError(field, { type: 'validate', message });
    else if (mismatch) setError(field, { type: CITY_MISMATCH, message: mismatch });
    else clearErrors(field);
  };

  /** As the shopper types: a filled-in blank is cleared, a field marked wrong re-checked. */
  const retype = (field: ShippingField) => {
    const marked = getFieldState(field).error?.message;
    if (!marked) return;
    if (marked !== requiredMessage(field)) recheck(field);
    else if (getValues(field).trim() !== '') clearErrors(field);
  };

  /** The PIN's city, offered under the city field, taken with one press. */
  const takeOfferedCity = () => {
    if (!delivery.offeredCity) return;
    setValue('city', delivery.offeredCity);
    clearErrors('city');
    focusShippingField('city');
  };

  /** Each field's rule on Place Order, every failing field marked; the first one focused. */
  const markRuleFailures = (values: ShippingValues): ShippingValues | null => {
    const result = shippingForm.safeParse(values);
    if (result.success) return result.data;
    clearErrors();
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ShippingField;
      if (!getFieldState(field).error)
        setError(field, { type: issue.code, message: issue.message });
    }
    // A city that is not the PIN's is said with the rest, not after they are mended.
    const mismatch = cityMismatch(values.city, delivery.answer);
    if (mismatch && !getFieldState('city').error) {
      setError('city', { type: CITY_MISMATCH, message: mismatch });
    }
    focusShippingField(SHIPPING_FIELDS.find((field) => getFieldState(field).error));
    return null;
  };

  /**
   * Place Order: blank fields first ('Please fill all fields'), then the cart, then the PIN code
   * and phone. Checked against the form's schema at once rather than through react-hook-form's
   * handleSubmit, whose promise would put the toast, the messages and the focus a tick after the
   * press: a screen reader hears them as the button is pressed. The address to send, or null.
   */
  const checkForOrder = (lines: readonly CartLine[]): ShippingValues | null => {
    const values = getValues();
    const blank = blankFields(values);
    if (blank.length > 0) {
      for (const field of blank)
        setError(field, { type: 'required', message: requiredMessage(field) });
      toast.error('Please fill all fields', {
        description: 'All shipping information fields are required',
      });
      focusShippingField(blank[0]);
      return null;
    }
    if (cartRefuses(lines)) return null;
    const address = markRuleFailures(values);
    if (!address) return null;
    clearErrors();
    if (delivery.problem) {
      focusShippingField('postalCode');
      return null;
    }
    const mismatch = cityMismatch(address.city, delivery.answer);
    if (mismatch) {
      setError('city', { type: CITY_MISMATCH, message: mismatch });
      focusShippingField('city');
      return null;
    }
    return address;
  };

  return { recheck, retype, takeOfferedCity, checkForOrder };
}
