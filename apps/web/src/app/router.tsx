import { lazy, type ReactNode } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth';
import { CenteredLayout, MainLayout } from './layout/main-layout';
import { ScrollToTop } from './layout/scroll-to-top';
import HomePage from './routes/home-page';

// The home page ships with the first bundle; every other screen loads when first visited.
const ProductsPage = lazy(() => import('./routes/products-page'));
const ProductPage = lazy(() => import('./routes/product-page'));
const CartPage = lazy(() => import('./routes/cart-page'));
const WishlistPage = lazy(() => import('./routes/wishlist-page'));
const ContactPage = lazy(() => import('./routes/contact-page'));
const PolicyPage = lazy(() => import('./routes/policy-page'));
const ApiTestPage = lazy(() => import('./routes/api-test-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));
// Part 2: signing in, checkout, payment, orders, tracking, account.
const LoginPage = lazy(() => import('./routes/login-page'));
const RegisterPage = lazy(() => import('./routes/register-page'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password-page'));
const CheckoutPage = lazy(() => import('./routes/checkout-page'));
const PaymentPage = lazy(() => import('./routes/payment-page'));
const OrderSuccessPage = lazy(() => import('./routes/order-success-page'));
const OrdersPage = lazy(() => import('./routes/orders-page'));
const TrackOrderPage = lazy(() => import('./routes/track-order-page'));
const AccountPage = lazy(() => import('./routes/account-page'));

const protectedRoute = (element: ReactNode): ReactNode => <RequireAuth>{element}</RequireAuth>;

/**
 * Screens inside the header-and-footer layout, wrapped in protectedRoute where SPEC.md section 2
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

/** Screens in the centred layout without header or footer (SPEC.md section 2). */
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
