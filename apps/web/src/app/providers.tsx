import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { CartProvider, CartServerCopyLater } from '../features/cart';
import { WishlistProvider } from '../features/wishlist';
import { ToastHost } from '../lib/toast';
import { QueryProvider } from './query-provider';

export function AppProviders({
  children,
  serverClient,
}: {
  children: ReactNode;
  /** The request's query client when rendering on the server. */
  serverClient?: QueryClient;
}) {
  return (
    <QueryProvider serverClient={serverClient}>
      <AuthProvider>
        <CartProvider>
          <CartServerCopyLater />
          <WishlistProvider>
            {children}
            <ToastHost />
          </WishlistProvider>
        </CartProvider>
      </AuthProvider>
    </QueryProvider>
  );
}
