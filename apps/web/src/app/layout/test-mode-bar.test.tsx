import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedStoreInfo, storeInfoFixture } from '../../test/store-info';

function pageCarrying(answers: Record<string, unknown>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-answers';
  script.textContent = JSON.stringify(answers);
  document.body.append(script);
}

/** The bar and the page's answers as a fresh page load has them. */
async function freshPage() {
  vi.resetModules();
  const bar = await import('./test-mode-bar');
  const answers = await import('../../lib/first-answers');
  return { ...bar, ...answers };
}

const withClient = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the test-mode bar (docs/payments.md, "Test mode")', () => {
  it('is in the first paint when the page carried a store info in test mode', async () => {
    // The whole store info, as the server puts its answer into the page (checked like one).
    const carried = storeInfoFixture({ testMode: true });
    pageCarrying({ '/storeInfo': carried });
    const { TestModeBar, takeFirstAnswer } = await freshPage();
    // No query client yet: only what the page carried is known.
    render(<TestModeBar aboveBottomBar />);
    const bar = screen.getByRole('complementary', { name: 'Test mode' });
    expect(bar.textContent).toBe('Test mode: no real payments');
    // Fixed above the phone's bottom bar, so it moves nothing on the page.
    expect(bar.className).toMatch(/\bfixed\b/);
    expect(bar.className).toMatch(/bottom-\[calc\(4rem/);
    // The answer stays for the API client's first read of the store info.
    expect(takeFirstAnswer('/storeInfo')).toEqual(carried);
  });

  it('shows once the store info says test mode, when the page carried none', async () => {
    const { TestModeBar } = await freshPage();
    const client = seedStoreInfo(new QueryClient(), { testMode: true });
    render(<TestModeBar />, { wrapper: withClient(client) });
    expect(screen.getByText('Test mode: no real payments')).toBeTruthy();
  });

  it('is absent from a live store, and from a store info of an older server', async () => {
    pageCarrying({ '/storeInfo': storeInfoFixture({ testMode: false }) });
    const { TestModeBar } = await freshPage();
    render(<TestModeBar />, { wrapper: withClient(seedStoreInfo(new QueryClient())) });
    expect(screen.queryByText(/Test mode/)).toBeNull();
    cleanup();
    const client = seedStoreInfo(new QueryClient(), { testMode: false });
    render(<TestModeBar />, { wrapper: withClient(client) });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
