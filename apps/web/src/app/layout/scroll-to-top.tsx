import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToTop } from '../../lib/scroll';

/** SPEC.md section 2: every route change scrolls smoothly to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    scrollToTop();
  }, [pathname]);
  return null;
}
