// The wishlist module's public entry: what app.ts, the command line and other modules may use.
// Everything else in this folder is the module's own.
import type { StoreModule } from '../../kernel/store-module.ts';
import { wishlistRoutes as wishlistRoutesPlugin } from './wishlist.routes.ts';
export { wishlistRoutes } from './wishlist.routes.ts';
export {
  dropFromWishlist,
  getWishlist,
  saveToWishlist,
  WISHLIST_MAX_ITEMS,
} from './wishlist.service.ts';

/** The wishlist module as the store registers it (kernel/store-module.ts). */
export const wishlistModule: StoreModule = {
  name: 'wishlist',
  routes: [wishlistRoutesPlugin],
};
