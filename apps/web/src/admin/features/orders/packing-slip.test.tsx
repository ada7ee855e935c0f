import { packingSlipResponse } from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/fixture';
import { packingSlipQuery } from './api/orders-api';
import { PackingSlip } from './packing-slip';

const slip = fixture(packingSlipResponse, {
  orderId: 'EE-SBCRXD',
  placedOn: '2026-11-26',
  status: 1,
  from: {
    name: 'Ethnic Elegance',
    address: '12 Chandni Chowk Lane, Jaipur',
    phone: '+91 98290 12345',
    email: 'care@ethnicelegance.example',
  },
  shipTo: {
    fullName: 'Meera Iyer',
    address: '12, 80 Feet Road, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560038',
    phone: '+919123456789',
  },
  lines: [{ title: 'Ikat Kurta', size: 'S', color: 'Black', quantity: 1 }],
  itemCount: 1,
  total: 2199,
  paymentMethod: 'cod',
  cashToCollect: 2248,
  courier: null,
  trackingNumber: null,
});

describe('packing slip (issue 36)', () => {
  it('writes the day and the phone the way a courier reads them', () => {
    const client = new QueryClient();
    client.setQueryData(packingSlipQuery(slip.orderId).queryKey, slip);
    render(
      <QueryClientProvider client={client}>
        <PackingSlip orderId={slip.orderId} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Placed on 26 Nov 2026', { exact: true })).toBeTruthy();
    expect(screen.getByText('+91 91234 56789', { exact: true })).toBeTruthy();
  });
});
