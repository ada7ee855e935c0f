import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { CartProvider, CartServerCopyLater } from '../features/cart';
import { WishlistProvider } from '../features/wishlist';
import { ToastHost } from '../lib/toast';
import { QueryProvider } from './query-provider';
import { OptionalPart } from './screen-loader';

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
          {/* Background work and toasts load their chunks after hydration: a chunk that cannot
              load (the connection dropped) must not unmount the page with it. */}
          <OptionalPart>
            <CartServerCopyLater />
          </OptionalPart>
          <WishlistProvider>
            {children}
            <OptionalPart>
              <ToastHost />
            </OptionalPart>
          </WishlistProvider>
        </CartProvider>
      </AuthProvider>
    </QueryProvider>
  );
}
