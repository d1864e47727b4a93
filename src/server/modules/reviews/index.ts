/** Product reviews: listing them, and a shopper's review (which moves the product's rating). */
export { adminReviewsRoutes, reviewsRoutes } from './reviews.routes';
export { listReviews } from './reviews.service';
