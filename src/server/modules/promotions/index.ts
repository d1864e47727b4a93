/**
 * Coupons and automatic offers (issue 29 §2, docs/decisions/048): the cart's code box and figures, the adjustments
 * checkout prices a cart with (`promotionsFor`), what placing an order records of them (`recordOrderPromotions`),
 * the discounts an order was placed with, and the back office's coupons and offers. Owns src/db/schema/promotions.ts.
 */
export { adminPromotionsRoutes, promotionsRoutes } from './promotions.routes';
export {
  discountsOfOrders,
  promotionsFor,
  recordOrderPromotions,
  type CartPromotions,
  type CouponState,
} from './promotions.service';
