// The wishlist feature's public entry: other features and app/ import only from here.
export { WishlistProvider, useWishlist } from './wishlist-context';
