import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppStatusBar, OFFLINE_TEXT } from './app-status-bar';
import {
  CHECKOUT_OFFLINE_TITLE,
  CheckoutOfflineNotice,
  blockedOffline,
} from './checkout-offline-notice';

/** The browser's connection as the page sees it: navigator.onLine and its event. */
function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('offline notices', () => {
  it('the banner shows while offline and goes when the connection comes back', () => {
    render(
      <MemoryRouter>
        <AppStatusBar />
      </MemoryRouter>,
    );
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    connection(false);
    expect(screen.getByText(OFFLINE_TEXT)).toBeTruthy();
    // Announced: the notice sits in a live region that is always in the page.
    expect(screen.getByText(OFFLINE_TEXT).closest('[role="status"]')).not.toBeNull();
    connection(true);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });

  it('checkout says it needs a connection, and the order is held back while offline', () => {
    render(<CheckoutOfflineNotice />);
    expect(screen.queryByText(CHECKOUT_OFFLINE_TITLE)).toBeNull();
    expect(blockedOffline()).toBe(false);

    connection(false);
    expect(screen.getByText(CHECKOUT_OFFLINE_TITLE)).toBeTruthy();
    expect(blockedOffline()).toBe(true);
    expect(document.activeElement?.textContent).toContain(CHECKOUT_OFFLINE_TITLE);

    connection(true);
    expect(screen.queryByText(CHECKOUT_OFFLINE_TITLE)).toBeNull();
    expect(blockedOffline()).toBe(false);
  });
});
