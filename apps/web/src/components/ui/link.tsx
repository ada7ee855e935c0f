import { use, type AnchorHTMLAttributes, type Ref } from 'react';
import {
  UNSAFE_NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router';

/**
 * React Router's <Link> and <NavLink> as this store uses them: the same markup and the same
 * client-side navigation, without what only React Router's framework mode uses (prefetching route
 * modules, view transitions, masked URLs). React Router's own components bring that along,
 * about 2.5 KB gzipped of the first page's JavaScript, and any one import of them anywhere puts
 * it back there: import Link and NavLink from here, never from react-router.
 */

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
      ref={ref}
      target={target}
      // React Router marks the links it renders for its route discovery; kept so the markup is
      // unchanged.
      data-discover="true"
    />
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
}

/** A Link that knows whether it points at the current page: aria-current and an `active` class. */
export function NavLink({
  'aria-current': ariaCurrent = 'page',
  className = '',
  end = false,
  ...rest
}: NavLinkProps) {
  const path = useResolvedPath(rest.to);
  const { navigator } = use(UNSAFE_NavigationContext);
  const locationPathname = useLocation().pathname.toLowerCase();
  // As React Router compares them: encoded as the history encodes URLs, and case-insensitively.
  const toPathname = (
    navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname
  ).toLowerCase();
  const endSlashPosition =
    toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end &&
      locationPathname.startsWith(toPathname) &&
      locationPathname.charAt(endSlashPosition) === '/');
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={[className, isActive ? 'active' : null].filter(Boolean).join(' ')}
    />
  );
}
