/** My List: the signed-in shopper's wishlist. */
export { wishlistRoutes } from './wishlist.routes';
