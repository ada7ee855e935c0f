// On the checkout page, offline: says plainly that placing the order needs a connection, instead
// of a failed request's error, and that nothing typed is lost (the form stays as it is, the cart is
// kept on the phone). Checkout's Place Order asks `blockedOffline()` before it sends anything.
import { FormAlert } from '../components/ui/form-field';
import { isOnline, useOnline } from './connection';

const NOTICE_ID = 'checkout-offline';
export const CHECKOUT_OFFLINE_TITLE = 'Checkout needs a connection';
export const CHECKOUT_OFFLINE_TEXT =
  'You are offline. Your cart and the details you have typed stay here: place your order when you are back online.';

export function CheckoutOfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="mb-6">
      <FormAlert id={NOTICE_ID} tone="warning" title={CHECKOUT_OFFLINE_TITLE}>
        {CHECKOUT_OFFLINE_TEXT}
      </FormAlert>
    </div>
  );
}

/** True (and the notice focused) when the phone is offline: the order must not be sent then. */
export function blockedOffline(): boolean {
  if (isOnline()) return false;
  document.getElementById(NOTICE_ID)?.focus();
  return true;
}
