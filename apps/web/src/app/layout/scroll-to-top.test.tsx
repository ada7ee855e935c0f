import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

const scrollTo = vi.fn();
beforeEach(() => {
  // jsdom does not implement scrolling.
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  cleanup();
  scrollTo.mockReset();
  vi.unstubAllGlobals();
});

function renderAt(path: string): (to: string) => Promise<void> {
  let navigate: NavigateFunction = () => {};
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );
  scrollTo.mockClear();
  return (to) =>
    act(async () => {
      await navigate(to);
    });
}

describe('ScrollToTop (docs/product/storefront.md section 2)', () => {
  it('scrolls to the top on a new path', async () => {
    const go = renderAt('/');
    await go('/products');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('scrolls to the top when only the query string changes', async () => {
    const go = renderAt('/products?category=men');
    await go('/products?category=women');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await go('/products?category=women&q=silk');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('stays put when only the hash changes', async () => {
    const go = renderAt('/products?category=men');
    await go('/products?category=men#reviews');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
