// The wishlist module's public entry: what app.ts, the command line and other modules may use.
// Everything else in this folder is the module's own.
export { wishlistRoutes } from './wishlist.routes.ts';
export {
  dropFromWishlist,
  getWishlist,
  saveToWishlist,
  WISHLIST_MAX_ITEMS,
} from './wishlist.service.ts';
