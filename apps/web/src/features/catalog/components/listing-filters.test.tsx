import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingFilters } from './listing-filters';

afterEach(cleanup);

const FACETS = { parentCategories: ['Apparel', 'Footwear'], subCategories: ['Kurtas', 'Sarees'] };

function renderFilters(props: Partial<Parameters<typeof ListingFilters>[0]> = {}) {
  const onChange = vi.fn();
  const onColumnsChange = vi.fn();
  render(
    <ListingFilters
      parentCategory=""
      subCategory=""
      sort={undefined}
      facets={FACETS}
      columns={3}
      onColumnsChange={onColumnsChange}
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange, onColumnsChange };
}

describe('ListingFilters', () => {
  it('offers the styles with All pressed, and a style choice clears the type', () => {
    const { onChange } = renderFilters();
    const styles = within(screen.getByRole('list', { name: 'Filter by style' }));
    expect(styles.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(styles.getByRole('button', { name: 'Footwear' }));
    expect(onChange).toHaveBeenCalledWith({ parentCategory: 'Footwear', subCategory: null });
  });

  it('shows the chosen style pressed, whatever its case in the address', () => {
    renderFilters({ parentCategory: 'apparel' });
    expect(screen.getByRole('button', { name: 'Apparel' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('chooses and clears a type, keeping a chosen type the facets no longer name', () => {
    const { onChange } = renderFilters({ subCategory: 'Lehengas' });
    const type = screen.getByLabelText('Type') as HTMLSelectElement;
    expect([...type.options].map((o) => o.text)).toEqual([
      'All Types',
      'Lehengas',
      'Kurtas',
      'Sarees',
    ]);
    fireEvent.change(type, { target: { value: 'Sarees' } });
    expect(onChange).toHaveBeenLastCalledWith({ subCategory: 'Sarees' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith({ subCategory: null });
  });

  it("sorts by the contract's values; Newest is the default and leaves the address", () => {
    const { onChange } = renderFilters({ sort: 'price_desc' });
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(sort.value).toBe('price_desc');
    expect([...sort.options].map((o) => o.value)).toEqual([
      'newest',
      'price_asc',
      'price_desc',
      'popular',
      'discount',
    ]);
    fireEvent.change(sort, { target: { value: 'newest' } });
    expect(onChange).toHaveBeenLastCalledWith({ sort: null });
    fireEvent.change(sort, { target: { value: 'price_asc' } });
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'price_asc' });
  });

  it('switches the grid between more and two products per row', () => {
    const { onColumnsChange } = renderFilters();
    expect(
      screen
        .getByRole('button', { name: 'Show more products per row' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show two products per row' }));
    expect(onColumnsChange).toHaveBeenCalledWith(2);
  });

  it('has no style chips when the listing has no styles', () => {
    renderFilters({ facets: { parentCategories: [], subCategories: [] } });
    expect(screen.queryByRole('list', { name: 'Filter by style' })).toBeNull();
  });
});
