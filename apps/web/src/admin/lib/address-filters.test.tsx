import { act, renderHook } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressFilters } from './address-filters';

interface Filters {
  page?: number;
  q?: string;
  status?: string;
}

const read = (params: URLSearchParams): Filters => ({
  page: params.has('page') ? Number(params.get('page')) : undefined,
  q: params.get('q') ?? undefined,
  status: params.get('status') ?? undefined,
});

function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useAddressFilters(read), location: useLocation() }), { wrapper });
}

const submit = { preventDefault: () => undefined } as FormEvent;

describe('useAddressFilters', () => {
  it('reads the filters and the search box from the address', () => {
    const { result } = renderAt('/admin/orders?q=asha&status=pending&page=3');
    expect(result.current.filters).toEqual({ page: 3, q: 'asha', status: 'pending' });
    expect(result.current.search).toBe('asha');
  });

  it('goes back to page 1 on a change, and writes neither page 1 nor an empty value', () => {
    const { result } = renderAt('/admin/orders?q=asha&status=pending&page=3');
    act(() => result.current.update({ status: '' }));
    expect(result.current.location.search).toBe('?q=asha');
    act(() => result.current.update({ page: 2 }));
    expect(result.current.location.search).toBe('?page=2&q=asha');
  });

  it('applies the trimmed search text, and drops it when blank', () => {
    const { result } = renderAt('/admin/products?page=2');
    act(() => result.current.setSearch('  silk saree '));
    act(() => result.current.onSearch(submit));
    expect(result.current.location.search).toBe('?q=silk+saree');
    act(() => result.current.setSearch('   '));
    act(() => result.current.onSearch(submit));
    expect(result.current.location.search).toBe('');
  });
});
