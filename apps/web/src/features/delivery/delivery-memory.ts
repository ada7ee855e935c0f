// The PIN code a shopper last checked, kept on the device (localStorage) so that the cart and
// checkout can show its promise and prefill it (docs/delivery.md, "On the storefront").
import { parsePinCode } from '@store/contract/rules';

export const DELIVERY_PIN_KEY = 'delivery-pin';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: nothing is remembered
  }
}

export function rememberedPin(): string | null {
  try {
    const raw = storage()?.getItem(DELIVERY_PIN_KEY);
    return raw ? parsePinCode(raw) : null;
  } catch {
    return null;
  }
}

export function rememberPin(pin: string): void {
  try {
    storage()?.setItem(DELIVERY_PIN_KEY, pin);
  } catch {
    // storage full or disabled: the PIN lasts for this visit only
  }
}
