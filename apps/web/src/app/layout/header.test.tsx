import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedStoreInfo } from '../../test/store-info';
import { renderInShop, stubFetchForEachTest } from '../../test/render';
import { Header } from './header';

stubFetchForEachTest(async () => new Response(null, { status: 204 }));

describe('the header', () => {
  it('closes the phone menu on Escape and gives focus back to the menu button', () => {
    renderInShop(<Header />, { client: seedStoreInfo(new QueryClient()), wishlist: true });
    const button = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(button);
    const search = screen.getByLabelText('Search products', { selector: '#mobile-search' });
    search.focus();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBe(document.activeElement);
  });
});
