import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeInfoFixture } from '../../../test/store-info';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('useCarriedStoreInfo', () => {
  it("reads the store's own details from the served page before any query client", async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'first-answers';
    // The whole store info, as the server puts its answer into the page (checked like one).
    script.textContent = JSON.stringify({
      '/storeInfo': storeInfoFixture({
        storeName: 'Rangrez',
        paymentMethods: ['cod'],
        shipping: { freeAbove: 999, flatFee: 79 },
      }),
    });
    document.body.append(script);
    vi.resetModules();
    const { useCarriedStoreInfo } = await import('./get-store-info');
    function Probe() {
      const info = useCarriedStoreInfo();
      return (
        <p>
          {info.brand} {info.paymentMethods?.join(',')} {info.shipping?.freeAbove}
        </p>
      );
    }
    // No QueryClientProvider: as the home page's hero paints and hydrates.
    render(<Probe />);
    expect(screen.getByText('Rangrez cod 999')).toBeTruthy();
  });
});
