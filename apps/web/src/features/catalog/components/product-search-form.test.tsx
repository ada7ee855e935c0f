import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductSearchForm } from './product-search-form';

afterEach(cleanup);

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderAt(path: string, onDone?: () => void) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <ProductSearchForm id="search" onDone={onDone} />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const input = () => screen.getByLabelText('Search products') as HTMLInputElement;
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('ProductSearchForm', () => {
  it('opens the listing of the trimmed search, then says it is done', () => {
    const onDone = vi.fn();
    renderAt('/', onDone);
    fireEvent.change(input(), { target: { value: '  silk saree ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(address()).toBe('/products?q=silk%20saree');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('sends the words in the field even when they were typed before the app hydrated it', () => {
    renderAt('/');
    // Text the browser put in the field while no change handler ran: state never saw it.
    input().value = 'zari';
    fireEvent.submit(screen.getByRole('search'));
    expect(address()).toBe('/products?q=zari');
  });

  it('does nothing for an empty search', () => {
    const onDone = vi.fn();
    renderAt('/cart', onDone);
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(address()).toBe('/cart');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the search being listed on the listing, and nothing elsewhere', () => {
    renderAt('/products?q=kurta');
    expect(input().value).toBe('kurta');
    cleanup();
    renderAt('/cart?q=kurta');
    expect(input().value).toBe('');
  });
});
