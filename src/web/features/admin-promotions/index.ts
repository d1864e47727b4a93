/** The back office's coupons and offers (issue 29 §2, docs/decisions/048). */
export { PromotionsScreen } from './promotions-screen';
