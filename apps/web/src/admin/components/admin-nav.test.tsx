import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminBottomTabs } from './admin-nav';

afterEach(cleanup);

function renderTabs(path = '/admin') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminBottomTabs />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Admin' });
}

describe("the phone's tab bar", () => {
  it('keeps five tabs and opens More for the other screens', () => {
    const nav = renderTabs();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Today', 'Orders', 'Products', 'Inbox', 'Store']);
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe(
      '/admin/offers',
    );
    within(nav).getByRole('link', { name: 'Delivery' });
    within(nav).getByRole('link', { name: 'GST rates' });
  });

  it('closes on Escape and gives focus back to More', () => {
    const nav = renderTabs();
    const more = within(nav).getByRole('button', { name: 'More' });
    fireEvent.click(more);
    within(nav).getByRole('link', { name: 'Offers' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Offers' })).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('says when the current screen is behind More', () => {
    const nav = renderTabs('/admin/delivery');
    expect(within(nav).getByRole('button', { name: /^More/ }).textContent).toBe(
      'More (current screen is here)',
    );
  });
});
