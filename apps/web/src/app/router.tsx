import { lazy, type ReactNode } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth';
import { CenteredLayout, MainLayout } from './layout/main-layout';
import { ScrollToTop } from './layout/scroll-to-top';
import { withQueryClient } from './query-provider';
import HomePage from './routes/home-page';

// The home page ships with the first bundle; every other screen loads when first visited, together
// with the query client if that has not arrived yet (the screens read the API through useQuery).
const ProductsPage = lazy(() => withQueryClient(import('./routes/products-page')));
const ProductPage = lazy(() => withQueryClient(import('./routes/product-page')));
const CartPage = lazy(() => withQueryClient(import('./routes/cart-page')));
const WishlistPage = lazy(() => withQueryClient(import('./routes/wishlist-page')));
const ContactPage = lazy(() => withQueryClient(import('./routes/contact-page')));
const PolicyPage = lazy(() => withQueryClient(import('./routes/policy-page')));
const ApiTestPage = lazy(() => withQueryClient(import('./routes/api-test-page')));
const NotFoundPage = lazy(() => withQueryClient(import('./routes/not-found-page')));
// Part 2: signing in, checkout, payment, orders, tracking, account.
const LoginPage = lazy(() => withQueryClient(import('./routes/login-page')));
const RegisterPage = lazy(() => withQueryClient(import('./routes/register-page')));
const ForgotPasswordPage = lazy(() => withQueryClient(import('./routes/forgot-password-page')));
const ResetPasswordPage = lazy(() => withQueryClient(import('./routes/reset-password-page')));
const CheckoutPage = lazy(() => withQueryClient(import('./routes/checkout-page')));
const PaymentPage = lazy(() => withQueryClient(import('./routes/payment-page')));
const OrderSuccessPage = lazy(() => withQueryClient(import('./routes/order-success-page')));
const OrdersPage = lazy(() => withQueryClient(import('./routes/orders-page')));
const TrackOrderPage = lazy(() => withQueryClient(import('./routes/track-order-page')));
const AccountPage = lazy(() => withQueryClient(import('./routes/account-page')));

const protectedRoute = (element: ReactNode): ReactNode => <RequireAuth>{element}</RequireAuth>;

/**
 * Screens inside the header-and-footer layout, wrapped in protectedRoute where docs/product/storefront.md section 2
 * asks for sign-in.
 */
export const mainLayoutRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'products', element: <ProductsPage /> },
  { path: 'product/:id', element: <ProductPage /> },
  { path: 'cart', element: <CartPage /> },
  { path: 'wishlist', element: <WishlistPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'api-test', element: <ApiTestPage /> },
  // Part 2.
  { path: 'checkout', element: protectedRoute(<CheckoutPage />) },
  { path: 'payment', element: protectedRoute(<PaymentPage />) },
  { path: 'account', element: protectedRoute(<AccountPage />) },
  { path: 'orders', element: protectedRoute(<OrdersPage />) },
  { path: 'order-success', element: <OrderSuccessPage /> },
  { path: 'track-order', element: <TrackOrderPage /> },
  // Last: policy slugs, then everything else.
  { path: '404', element: <NotFoundPage /> },
  { path: ':policyType', element: <PolicyPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Screens in the centred layout without header or footer (docs/product/storefront.md section 2). */
export const centeredLayoutRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
];

function Root() {
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
    ],
  },
];

/**
 * Declarative routing (useRoutes inside a BrowserRouter) rather than a data router: the store loads
 * its data with TanStack Query, and the smaller router keeps the first page's JavaScript light.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
