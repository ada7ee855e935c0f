import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { nationalMobile, useAccountInfo } from '../account';
import type { ShippingField, ShippingValues } from './shipping-rules';

/**
 * Fills the shipping form's name and phone from the signed-in shopper's account, once, when it
 * arrives: never over what the shopper has typed. The phone is the one the shopper gave, a
 * convenience only; the order goes to whatever phone the form sends (docs/decisions/020).
 */
export function useAccountPrefill(form: UseFormReturn<ShippingValues>): void {
  const account = useAccountInfo().data;
  const done = useRef(false);
  const { getValues, getFieldState, setValue } = form;

  useEffect(() => {
    if (!account || done.current) return;
    done.current = true;
    const fill = (field: ShippingField, value: string) => {
      if (!value || getValues(field).trim() !== '' || getFieldState(field).isDirty) return;
      setValue(field, value);
    };
    fill('fullName', `${account.firstName} ${account.lastName}`.trim());
    if (account.phone) fill('phone', nationalMobile(account.phone));
  }, [account, getValues, getFieldState, setValue]);
}
