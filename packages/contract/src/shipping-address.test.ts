import { describe, expect, it } from 'vitest';
import { shippingAddressInput } from './orders.ts';
import { cityAgreesWithPin, cityMismatchMessage } from './shipping-address.ts';

const address = {
  fullName: 'Asha Verma',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
  phone: '9876543210',
};
const firstError = (change: Partial<typeof address>) =>
  shippingAddressInput.safeParse({ ...address, ...change }).error?.issues[0]?.message;

describe('a deliverable address (issue 36)', () => {
  it('wants a full name of at least two letters and an address line of real length', () => {
    expect(firstError({})).toBeUndefined();
    expect(firstError({ fullName: 'P' })).toBe('fullName must have at least 2 letters');
    expect(firstError({ fullName: 'A.' })).toBe('fullName must have at least 2 letters');
    expect(firstError({ fullName: 'Jo' })).toBeUndefined();
    expect(firstError({ fullName: 'சு ஸ்ரீ' })).toBeUndefined();
    const short =
      'address must be at least 8 characters, with the house or flat number, street and area';
    expect(firstError({ address: 'abc' })).toBe(short);
    expect(firstError({ address: '12345678' })).toBe(short);
    expect(firstError({ address: '5 Mall Rd' })).toBeUndefined();
    // A blank one is 'required', not both.
    expect(firstError({ fullName: ' ' })).toBe('fullName is required');
    expect(firstError({ address: ' ' })).toBe('address is required');
  });

  const bengaluru = { city: 'Bengaluru', district: 'BENGALURU URBAN' };
  it.each([
    ['Bengaluru', bengaluru],
    ['bengaluru ', bengaluru],
    ['Bangalore', bengaluru],
    ['Bengaluru Urban', bengaluru],
    ['New Delhi', { city: 'Delhi', district: 'SOUTH' }],
    ['Gurgaon', { city: 'Gurugram', district: 'GURUGRAM' }],
    ['Noida', { city: 'Gautam Buddha Nagar', district: 'GAUTAM BUDDHA NAGAR' }],
    ['Navi Mumbai', { city: 'Thane', district: 'THANE' }],
    ['Kochi', { city: 'Ernakulam', district: 'ERNAKULAM' }],
    ['Secunderabad', { city: 'Hyderabad', district: 'HYDERABAD' }],
  ])('takes %s for a PIN in %o', (city, place) => {
    expect(cityAgreesWithPin(city, place)).toBe(true);
  });

  it.each([
    ['Mumbai', bengaluru],
    ['Chennai', bengaluru],
    ['Delhi', { city: 'Mumbai', district: 'MUMBAI SUBURBAN' }],
    ['Urban', bengaluru],
  ])('refuses %s for a PIN in %o', (city, place) => {
    expect(cityAgreesWithPin(city, place)).toBe(false);
  });

  it('names the PIN’s city in the refusal', () => {
    expect(cityMismatchMessage('560038', 'Bengaluru', ' Mumbai')).toBe(
      'PIN code 560038 is in Bengaluru, not Mumbai; check the city or the PIN code',
    );
  });
});
