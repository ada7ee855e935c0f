import { Suspense, type ReactNode } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth';
import { CenteredLayout, MainLayout } from './layout/main-layout';
import { ScrollToTop } from './layout/scroll-to-top';
import { useHydrationEndsOnNavigation } from '../lib/hydration';
import { withQueryClient } from './query-provider';
import { lazyScreen, once } from './screen-loader';

// Every screen loads when first visited, together with the query client if that has not arrived
// yet (the screens read the API through useQuery); the home page's hero needs none, and its
// sections below load it themselves.
// The screens the server renders (docs/decisions/011-server-rendering.md) keep their loaders in
// the route's handle: a server-rendered page loads its screen before it hydrates (src/mount.tsx).
// A loader runs once and forgets a failed download; a screen that fails to load shows so, and
// loads again on the next try (./screen-loader.tsx).
const loadHomePage = once(() => import('./routes/home-page'));
const loadProductsPage = once(() => withQueryClient(import('./routes/products-page')));
const loadProductPage = once(() => withQueryClient(import('./routes/product-page')));
const loadContactPage = once(() => withQueryClient(import('./routes/contact-page')));
const loadPolicyPage = once(() => withQueryClient(import('./routes/policy-page')));
const loadNotFoundPage = once(() => withQueryClient(import('./routes/not-found-page')));
const HomePage = lazyScreen(loadHomePage);
const ProductsPage = lazyScreen(loadProductsPage);
const ProductPage = lazyScreen(loadProductPage);
const CartPage = lazyScreen(() => withQueryClient(import('./routes/cart-page')));
const CartRestorePage = lazyScreen(() => withQueryClient(import('./routes/cart-restore-page')));
const WishlistPage = lazyScreen(() => withQueryClient(import('./routes/wishlist-page')));
const ContactPage = lazyScreen(loadContactPage);
const PolicyPage = lazyScreen(loadPolicyPage);
const ApiTestPage = lazyScreen(() => withQueryClient(import('./routes/api-test-page')));
const NotFoundPage = lazyScreen(loadNotFoundPage);
// Part 2: signing in, checkout, payment, orders, tracking, account.
const LoginPage = lazyScreen(() => withQueryClient(import('./routes/login-page')));
const RegisterPage = lazyScreen(() => withQueryClient(import('./routes/register-page')));
const ForgotPasswordPage = lazyScreen(() =>
  withQueryClient(import('./routes/forgot-password-page')),
);
const ResetPasswordPage = lazyScreen(() => withQueryClient(import('./routes/reset-password-page')));
const CheckoutPage = lazyScreen(() => withQueryClient(import('./routes/checkout-page')));
const PaymentPage = lazyScreen(() => withQueryClient(import('./routes/payment-page')));
const OrderSuccessPage = lazyScreen(() => withQueryClient(import('./routes/order-success-page')));
const OrdersPage = lazyScreen(() => withQueryClient(import('./routes/orders-page')));
const ConfirmCodPage = lazyScreen(() => withQueryClient(import('./routes/confirm-cod-page')));
const TrackOrderPage = lazyScreen(() => withQueryClient(import('./routes/track-order-page')));
const AccountPage = lazyScreen(() => withQueryClient(import('./routes/account-page')));
const ReviewPage = lazyScreen(() => withQueryClient(import('./routes/review-page')));
// The owner's admin: its own chunk, never part of the shopper's first page.
const AdminApp = lazyScreen(() => withQueryClient(import('../admin/admin-app')));

const protectedRoute = (element: ReactNode): ReactNode => <RequireAuth>{element}</RequireAuth>;

/**
 * Screens inside the header-and-footer layout, wrapped in protectedRoute where docs/product/storefront.md section 2
 * asks for sign-in.
 */
export const mainLayoutRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: { load: loadHomePage } },
  { path: 'products', element: <ProductsPage />, handle: { load: loadProductsPage } },
  { path: 'product/:id', element: <ProductPage />, handle: { load: loadProductPage } },
  { path: 'cart', element: <CartPage /> },
  { path: 'cart/restore', element: <CartRestorePage /> },
  { path: 'wishlist', element: <WishlistPage /> },
  { path: 'contact', element: <ContactPage />, handle: { load: loadContactPage } },
  { path: 'api-test', element: <ApiTestPage /> },
  // Part 2.
  { path: 'checkout', element: protectedRoute(<CheckoutPage />) },
  { path: 'payment', element: protectedRoute(<PaymentPage />) },
  { path: 'account', element: protectedRoute(<AccountPage />) },
  { path: 'orders', element: protectedRoute(<OrdersPage />) },
  { path: 'order-success', element: <OrderSuccessPage /> },
  { path: 'track-order', element: <TrackOrderPage /> },
  { path: 'confirm-cod', element: <ConfirmCodPage /> },
  { path: 'review', element: <ReviewPage /> },
  // Last: policy slugs, then everything else.
  { path: '404', element: <NotFoundPage />, handle: { load: loadNotFoundPage } },
  { path: ':policyType', element: <PolicyPage />, handle: { load: loadPolicyPage } },
  { path: '*', element: <NotFoundPage />, handle: { load: loadNotFoundPage } },
];

/** Screens in the centred layout without header or footer (docs/product/storefront.md section 2). */
export const centeredLayoutRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
];

function Root() {
  useHydrationEndsOnNavigation();
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { element: <MainLayout />, children: mainLayoutRoutes },
      { element: <CenteredLayout />, children: centeredLayoutRoutes },
      {
        path: 'admin/*',
        element: (
          <Suspense fallback={null}>
            <AdminApp />
          </Suspense>
        ),
      },
    ],
  },
];

/**
 * Loads the screen that `pathname` shows, with the query client where it needs one, when it is
 * one the server renders.
 */
export async function loadScreenOf(pathname: string): Promise<void> {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as { load?: () => Promise<unknown> } | undefined;
    if (handle?.load) await handle.load();
  }
}

/**
 * Declarative routing (useRoutes inside a BrowserRouter) rather than a data router: the store loads
 * its data with TanStack Query, and the smaller router keeps the first page's JavaScript light.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
