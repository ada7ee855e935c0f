import { errorResponse, pinCodeAnswer } from '@store/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../../../test/fixture';
import { json, noRetryClient, renderInShop, stubFetchForEachTest } from '../../../test/render';
import { DELIVERY_PIN_KEY } from '../delivery-memory';
import { CheckDelivery } from './check-delivery';
import { DeliveryPromiseNote } from './delivery-promise-note';

const fetchMock = vi.fn<typeof fetch>();
stubFetchForEachTest(fetchMock);
afterEach(() => fetchMock.mockReset());

const MUMBAI = fixture(pinCodeAnswer, {
  pin: '400001',
  city: 'Mumbai',
  district: 'MUMBAI',
  state: 'Maharashtra',
  serviceable: true,
  cod: false,
  estimate: { minDays: 4, maxDays: 8, from: '2026-11-28', to: '2026-12-02' },
});

const check = (pin: string) => {
  fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
};

describe('Check delivery', () => {
  it('shows the promise and cash on delivery for a PIN, and remembers the PIN', async () => {
    fetchMock.mockResolvedValue(json(MUMBAI));
    renderInShop(<CheckDelivery />);
    check('400 001');
    expect(await screen.findByText('Delivery by Sat, 28 Nov – Wed, 2 Dec')).toBeTruthy();
    expect(screen.getByText('Cash on delivery not available here')).toBeTruthy();
    expect(screen.getByText(/Mumbai, Maharashtra 400001/)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/pincodes\/400001$/);
    expect(localStorage.getItem(DELIVERY_PIN_KEY)).toBe('400001');
  });

  it('says what is wrong with a malformed or unknown PIN, at the field', async () => {
    fetchMock.mockResolvedValue(
      json(
        fixture(errorResponse, { error: 'PIN code 999999 does not exist', code: 'not_found' }),
        404,
      ),
    );
    renderInShop(<CheckDelivery />, { client: noRetryClient() });
    check('0123');
    expect(screen.getByText(/valid 6-digit PIN code/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    check('999999');
    expect(
      await screen.findByText('PIN code 999999 does not exist; please check it.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('PIN code').getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem(DELIVERY_PIN_KEY)).toBeNull();
  });

  it('checks the remembered PIN at once, and the cart note shows its dates', async () => {
    localStorage.setItem(DELIVERY_PIN_KEY, '400001');
    fetchMock.mockResolvedValue(json(MUMBAI));
    renderInShop(
      <>
        <CheckDelivery />
        <DeliveryPromiseNote />
      </>,
    );
    expect((screen.getByLabelText('PIN code') as HTMLInputElement).value).toBe('400001');
    expect(await screen.findAllByText('Delivery by Sat, 28 Nov – Wed, 2 Dec')).toHaveLength(2);
    expect(screen.getByText('· PIN 400001')).toBeTruthy();
  });
});
