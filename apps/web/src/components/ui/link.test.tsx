import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as ReactRouter from 'react-router';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}|{JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(path: string, ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

/** The markup React Router's own component renders for the same props and page. */
function routerMarkup(path: string, ui: ReactNode): string {
  const { container, unmount } = render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('Link', () => {
  it('renders the same anchor as React Router’s Link', () => {
    const expected = routerMarkup(
      '/products',
      <ReactRouter.Link to="/product/7" className="card" aria-label="Kurta" tabIndex={-1}>
        Kurta
      </ReactRouter.Link>,
    );
    const { container } = render(
      <MemoryRouter initialEntries={['/products']}>
        <Link to="/product/7" className="card" aria-label="Kurta" tabIndex={-1}>
          Kurta
        </Link>
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe(expected);
  });

  it('navigates in the page, with state, and lets onClick cancel', () => {
    renderAt(
      '/',
      <>
        <Link to="/login?x=1" state={{ from: '/cart' }}>
          Go
        </Link>
        <Link to="/nowhere" onClick={(event) => event.preventDefault()}>
          Stay
        </Link>
      </>,
    );
    fireEvent.click(screen.getByText('Stay'));
    expect(screen.getByTestId('where').textContent).toBe('/|null');
    fireEvent.click(screen.getByText('Go'));
    expect(screen.getByTestId('where').textContent).toBe('/login?x=1|{"from":"/cart"}');
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    renderAt('/', <Link to="/cart">Cart</Link>);
    // Stands in for the browser's own handling, which jsdom cannot do (open another document).
    const stopDocumentNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopDocumentNavigation);
    fireEvent.click(screen.getByText('Cart'), { ctrlKey: true });
    document.removeEventListener('click', stopDocumentNavigation);
    expect(screen.getByTestId('where').textContent).toBe('/|null');
  });
});

describe('NavLink', () => {
  const cases: [page: string, to: string, end: boolean][] = [
    ['/', '/', true],
    ['/products', '/', true],
    ['/products', '/products', false],
    ['/Products/', '/products', false],
    ['/products/sub', '/products', false],
    ['/products/sub', '/products', true],
    ['/productsx', '/products', false],
    ['/cart', '/account', false],
  ];

  it.each(cases)('on %s, a link to %s (end: %s) matches React Router’s', (page, to, end) => {
    const expected = routerMarkup(
      page,
      <ReactRouter.NavLink to={to} end={end} className="item" aria-label="Go">
        Go
      </ReactRouter.NavLink>,
    );
    const { container } = render(
      <MemoryRouter initialEntries={[page]}>
        <NavLink to={to} end={end} className="item" aria-label="Go">
          Go
        </NavLink>
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe(expected);
  });
});
