import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyOptional, lazyScreen, once, OptionalPart, SCREEN_FAILED_TEXT } from './screen-loader';

/** A download that fails `failures` times (the connection dropped), then brings the module. */
function flakyDownload(failures: number, text: string) {
  let calls = 0;
  const load = vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ default: () => <h1>{text}</h1> });
  });
  return load;
}

beforeEach(() => {
  // React reports each error a boundary catches.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('once', () => {
  it('shares one download, and forgets a failed one so the next call tries again', async () => {
    const load = flakyDownload(1, 'Product');
    const loadOnce = once(load);
    await expect(loadOnce()).rejects.toThrow('Failed to fetch');
    const module = await loadOnce();
    expect(module.default).toBeTypeOf('function');
    await loadOnce();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a screen that fails to load', () => {
  const show = (Screen: React.ComponentType) =>
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );

  it('says so instead of a blank page, and loads when the shopper tries again', async () => {
    const load = flakyDownload(1, 'Teal Silk Kurta');
    const Screen = lazyScreen(once(load));
    show(Screen);
    expect((await screen.findByRole('alert')).textContent).toContain(SCREEN_FAILED_TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Teal Silk Kurta' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again on the next visit, and by itself when the connection is back', async () => {
    const load = flakyDownload(2, 'Contact');
    const Screen = lazyScreen(load);
    show(Screen);
    await screen.findByRole('alert');
    // Another screen, then back: a new visit downloads again.
    cleanup();
    const listens = vi.spyOn(window, 'addEventListener');
    show(Screen);
    await screen.findByRole('alert');
    expect(load).toHaveBeenCalledTimes(2);
    // The message is on screen at its commit; it listens from its effect, which a loaded machine
    // may run a moment later (a fresh-clone CI run sent 'online' before it and waited in vain).
    await waitFor(() => expect(listens).toHaveBeenCalledWith('online', expect.any(Function)));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a part the page can do without shows nothing, and comes when the connection is back', async () => {
    const Notice = lazyOptional(flakyDownload(1, 'You are offline'));
    render(
      <div>
        <p>The page</p>
        <Suspense fallback={null}>
          <Notice />
        </Suspense>
      </div>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
  });

  it('a part loaded elsewhere that fails leaves the page standing', () => {
    function CartCopy(): never {
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    render(
      <div>
        <p>The listing</p>
        <OptionalPart>
          <CartCopy />
        </OptionalPart>
      </div>,
    );
    expect(screen.getByText('The listing')).toBeTruthy();
  });
});
