// What the storefront says about a PIN's answer.
import type { PinCodeAnswer } from '@store/contract';
import { deliveryPromiseText } from '@store/contract/delivery-dates';
import { ApiError } from '../../lib/api-error';

export const NOT_SERVED = (pin: string) => `Sorry, we do not deliver to PIN code ${pin} yet.`;

/** 'Delivery by Thu, 27 Nov – Sat, 29 Nov', or why there is no promise. */
export function promiseLine(answer: PinCodeAnswer): string {
  return answer.estimate ? deliveryPromiseText(answer.estimate) : NOT_SERVED(answer.pin);
}

export function codLine(answer: PinCodeAnswer): string | null {
  if (!answer.serviceable) return null;
  return answer.cod ? 'Cash on delivery available' : 'Cash on delivery not available here';
}

/** What to tell the shopper when the look-up failed. */
export function lookupFailure(error: unknown, pin: string): string {
  if (error instanceof ApiError && error.status === 404) {
    return `PIN code ${pin} does not exist; please check it.`;
  }
  if (error instanceof ApiError && error.status === 400) return error.message;
  return 'Could not check delivery right now. Please try again.';
}
