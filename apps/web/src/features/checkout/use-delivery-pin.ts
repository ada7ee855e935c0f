// The checkout's side of the PIN directory (docs/delivery.md, "At checkout"): the PIN last
// checked on this device is prefilled, a complete PIN fills the city and state from the
// server's answer, a city typed for another place is marked with the PIN's city offered, and a
// PIN that does not exist or is not served is marked at the field.
import { INDIAN_STATES, parsePinCode, type PinCodeAnswer } from '@store/contract';
import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { lookupFailure, NOT_SERVED, rememberPin, usePincode } from '../delivery';
import { cityMismatch, pinCity, type ShippingValues } from './shipping-rules';

export interface DeliveryPin {
  /** The answer for the PIN in the field, once there is one. */
  answer: PinCodeAnswer | null;
  /** Why the PIN in the field cannot be delivered to (unknown, or not served); else undefined. */
  problem: string | undefined;
  /** The PIN's city, when the city in the field is somewhere else: offered to the shopper. */
  offeredCity: string | null;
  /** While the PIN in the field is being looked up. */
  checking: boolean;
}

/** The error type of a city marked for not being where the PIN code is. */
export const CITY_MISMATCH = 'pin-city';

export function useDeliveryPin(form: UseFormReturn<ShippingValues>): DeliveryPin {
  const { control, getValues, setValue, setError, getFieldState, clearErrors } = form;
  const typed = useWatch({ control, name: 'postalCode' });
  const city = useWatch({ control, name: 'city' }) ?? '';
  const pin = parsePinCode(typed ?? '');
  const lookup = usePincode(pin);
  // The city this hook wrote: replaced by the next PIN's, while one the shopper typed is kept.
  const filledCity = useRef<string | null>(null);

  const answer = lookup.isSuccess && lookup.data.pin === pin ? lookup.data : null;
  useEffect(() => {
    if (!answer) return;
    rememberPin(answer.pin);
    const city = getValues('city').trim();
    if (answer.city && (city === '' || city === filledCity.current)) {
      setValue('city', answer.city);
      filledCity.current = answer.city;
      clearErrors('city');
    }
    if ((INDIAN_STATES as readonly string[]).includes(answer.state)) {
      setValue('state', answer.state);
      clearErrors('state');
    }
    // A city typed before the PIN is checked against it at once; a new PIN may settle it.
    const mismatch = cityMismatch(getValues('city'), answer);
    if (mismatch) setError('city', { type: CITY_MISMATCH, message: mismatch });
    else if (getFieldState('city').error?.type === CITY_MISMATCH) clearErrors('city');
  }, [answer, getValues, setValue, setError, getFieldState, clearErrors]);

  let problem: string | undefined;
  if (pin && answer && !answer.serviceable) problem = NOT_SERVED(pin);
  // Only a definite "no such PIN" marks the field; a network fault leaves it to the server.
  else if (pin && lookup.isError && lookup.error instanceof ApiError && lookup.error.status === 404)
    problem = lookupFailure(lookup.error, pin);
  const offeredCity = answer && cityMismatch(city, answer) ? pinCity(answer) : null;
  return { answer, problem, offeredCity, checking: pin !== null && lookup.isFetching };
}
