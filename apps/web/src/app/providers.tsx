import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { CartProvider } from '../features/cart';
import { WishlistProvider } from '../features/wishlist';
import { ToastHost } from '../lib/toast';
import { QueryProvider } from './query-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <AuthProvider>
        <CartProvider>
          <WishlistProvider>
            {children}
            <ToastHost />
          </WishlistProvider>
        </CartProvider>
      </AuthProvider>
    </QueryProvider>
  );
}
