import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToTop } from '../../lib/scroll';

/**
 * docs/product/storefront.md section 2: every route change scrolls smoothly to the top. The query string counts:
 * another category from the header or a new search is a new listing on the same path. The hash
 * does not, as it points at a place on the same page.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    scrollToTop();
  }, [pathname, search]);
  return null;
}
