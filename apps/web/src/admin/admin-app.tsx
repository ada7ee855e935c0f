import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import './admin.css';
import { AdminLayout } from './components/admin-layout';
import { Loading } from './components/admin-ui';
import { adminTexts } from './admin-texts';
import { adminRetry } from './lib/admin-api';
import {
  AdminLoginPage,
  AdminSessionProvider,
  InviteAcceptPage,
  RequireAdmin,
  useAdminSession,
} from './features/session';

/**
 * The owner's admin, one lazy chunk loaded only when a path under /admin is opened
 * (app/router.tsx): the shopper's first page carries none of it. Its screens load as further
 * chunks when first visited, so a phone on a slow network opening Today does not wait for the
 * product editor.
 */
const TodayPage = lazy(() => import('./features/today/today-page'));
const OrdersPage = lazy(() => import('./features/orders/orders-page'));
const OrderPage = lazy(() => import('./features/orders/order-page'));
const ProductsPage = lazy(() => import('./features/products/products-page'));
const ProductEditPage = lazy(() => import('./features/products/product-edit-page'));
const ProductImportPage = lazy(() => import('./features/products/product-import-page'));
const InboxPage = lazy(() => import('./features/inbox/inbox-page'));
const ReviewsPage = lazy(() => import('./features/reviews/reviews-page'));
const ReturnsPage = lazy(() => import('./features/returns/returns-page'));
const RefundsPage = lazy(() => import('./features/refunds/refunds-page'));
const SizeChartsPage = lazy(() => import('./features/size-charts/size-charts-page'));
const HindiNamesPage = lazy(() => import('./features/hindi-names/hindi-names-page'));
const WhatsAppPage = lazy(() => import('./features/whatsapp/whatsapp-page'));
const StorePage = lazy(() => import('./features/store/store-page'));
const OffersPage = lazy(() => import('./features/offers/offers-page'));
const DeliveryPage = lazy(() => import('./features/delivery/delivery-page'));
const TaxRatesPage = lazy(() => import('./features/tax/tax-rates-page'));
const AccountPage = lazy(() => import('./features/account/account-page'));
const SearchPage = lazy(() => import('./features/search/search-page'));
const ShippingPage = lazy(() => import('./features/shipping/shipping-page'));

function Shell() {
  const { me, signOut } = useAdminSession();
  return (
    <RequireAdmin>
      <AdminLayout who={me} onSignOut={() => void signOut()} />
    </RequireAdmin>
  );
}

const routes: RouteObject[] = [
  { path: 'login', element: <AdminLoginPage /> },
  { path: 'invite/:token', element: <InviteAcceptPage /> },
  {
    element: <Shell />,
    children: [
      { index: true, element: <TodayPage /> },
      { path: 'orders', element: <OrdersPage /> },
      { path: 'orders/:id', element: <OrderPage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'products/new', element: <ProductEditPage /> },
      { path: 'products/import', element: <ProductImportPage /> },
      { path: 'products/:id', element: <ProductEditPage /> },
      { path: 'offers', element: <OffersPage /> },
      { path: 'delivery', element: <DeliveryPage /> },
      { path: 'ship', element: <ShippingPage /> },
      { path: 'tax', element: <TaxRatesPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'inbox', element: <InboxPage /> },
      { path: 'reviews', element: <ReviewsPage /> },
      { path: 'returns', element: <ReturnsPage /> },
      { path: 'refunds', element: <RefundsPage /> },
      { path: 'size-charts', element: <SizeChartsPage /> },
      { path: 'hindi-names', element: <HindiNamesPage /> },
      { path: 'whatsapp', element: <WhatsAppPage /> },
      { path: 'store', element: <StorePage /> },
      { path: 'store/:section', element: <StorePage /> },
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <p className="text-muted">{adminTexts.frame.noSuchScreen}</p> },
    ],
  },
];

function AdminRoutes() {
  return useRoutes(routes);
}

export default function AdminApp() {
  const queryClient = useQueryClient();
  // Set before the first admin query runs (this renders before its children).
  queryClient.setQueryDefaults(['admin'], { retry: adminRetry });
  return (
    <AdminSessionProvider>
      <Suspense fallback={<Loading label={adminTexts.frame.loading} />}>
        <AdminRoutes />
      </Suspense>
    </AdminSessionProvider>
  );
}
