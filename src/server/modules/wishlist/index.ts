/** My List: the signed-in shopper's wishlist, and the sold-out packs they asked to hear about ("Notify me"). */
export { wishlistRoutes } from './wishlist.routes';
