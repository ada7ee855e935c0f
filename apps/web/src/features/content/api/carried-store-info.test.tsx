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

  // A renamed shop's home page was served as "Ethnic Elegance | Indian Ethnic Wear" (its
  // <title> and og:title), since the home page renders before the query client is there.
  it("titles the page with the store's own name before any query client", async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'first-answers';
    script.textContent = JSON.stringify({
      '/storeInfo': storeInfoFixture({ storeName: 'Kesari Threads' }),
    });
    document.body.append(script);
    vi.resetModules();
    const { DocumentTitle } = await import('../components/document-title');
    render(<DocumentTitle />);
    await vi.waitFor(() => expect(document.title).toBe('Kesari Threads | Indian Ethnic Wear'));
  });
});
