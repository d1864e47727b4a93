import type { TCartSummary } from '#src/contracts/coupons';
import type { Database } from '#src/db/client';
import { badRequest } from '#src/server/lib/app-error';
import { cartLines, type CartLine } from '#src/server/modules/cart/index';
import { orderIdsOfUser } from '#src/server/modules/orders/index';
import { priceCart, type CartPrice, ANY_GST_PLACE, type PriceAdjustment } from '#src/shared/pricing/price-cart';
import {
  couponAdjustment,
  couponRefusal,
  offerAdjustments,
  type CouponRefusal,
  type ShopperHistory,
} from '#src/shared/pricing/promotions';
import { COUPON_TEXT } from '#src/shared/texts/coupons';
import * as repo from './promotions.repository';
import type { CouponRow, OfferRow } from './promotions.repository';

/**
 * The shopper's side of coupons and offers (issue 29 §2, docs/decisions/048): the adjustments a cart is priced with
 * — the running offers and the code in the cart's box when it applies — judged the same way for the cart's figures,
 * starting the payment and placing the order.
 */

const T = COUPON_TEXT.refusals;

/** The words for a refusal of `code`. */
export function refusalMessage(code: string, refusal: CouponRefusal): string {
  return refusal.reason === 'minimumOrder' ? T.minimumOrder(code, refusal.missing) : T[refusal.reason](code);
}

/** The code in the cart's box and whether it applies: `message` says why not. */
export type CouponState = { id: number; code: string; applied: boolean; message: string | null };

/** What a cart is priced with: the adjustments (offers first, then the coupon) and the coupon's state. */
export type CartPromotions = { adjustments: PriceAdjustment<CartLine>[]; coupon: CouponState | null };

/**
 * What the coupon's rules need of the shopper's past: most codes limit neither first orders nor uses per shopper,
 * and then nothing is read (two reads on every cart figure otherwise; the bench's cart-with-coupon row).
 */
async function historyOf(db: Database, userId: number, coupon: CouponRow): Promise<ShopperHistory> {
  if (!coupon.firstOrderOnly && coupon.maxUsesPerShopper === null) return NOTHING_ASKED;
  const orderIds = await orderIdsOfUser(db, userId);
  const usesOfCoupon = coupon.maxUsesPerShopper === null ? 0 : await repo.usesAmong(db, coupon.id, orderIds);
  return { ordersPlaced: orderIds.length, usesOfCoupon };
}
const NOTHING_ASKED: ShopperHistory = { ordersPlaced: 0, usesOfCoupon: 0 };

/** The rows a cart's promotions are judged from: the running offers and the code in the cart's box. */
type PromotionReads = { offers: OfferRow[]; coupon: CouponRow | undefined };

function readPromotions(db: Database, userId: number, now: Date, lock: boolean): Promise<PromotionReads> {
  return Promise.all([repo.runningOffers(db, now), repo.cartCouponOf(db, userId, lock)]).then(([offers, coupon]) => ({
    offers,
    coupon,
  }));
}

async function judgePromotions(
  db: Database,
  userId: number,
  lines: readonly CartLine[],
  { offers, coupon }: PromotionReads,
  now: Date,
): Promise<CartPromotions> {
  const adjustments: PriceAdjustment<CartLine>[] = offerAdjustments(offers, now);
  if (!coupon) return { adjustments, coupon: null };
  const itemsTotal = priceCart(lines, null).itemsTotal;
  const refusal = couponRefusal(coupon, itemsTotal, await historyOf(db, userId, coupon), now);
  if (refusal) {
    return {
      adjustments,
      coupon: { id: coupon.id, code: coupon.code, applied: false, message: refusalMessage(coupon.code, refusal) },
    };
  }
  return {
    adjustments: [...adjustments, couponAdjustment(coupon)],
    coupon: { id: coupon.id, code: coupon.code, applied: true, message: null },
  };
}

/**
 * The adjustments for the shopper's `lines` at `now`. `lock`: inside the placing transaction, the coupon's row is
 * locked first, so its uses and the shopper's history are judged under that lock (docs/decisions/048).
 */
export async function promotionsFor(
  db: Database,
  userId: number,
  lines: readonly CartLine[],
  { now = new Date(), lock = false }: { now?: Date; lock?: boolean } = {},
): Promise<CartPromotions> {
  return judgePromotions(db, userId, lines, await readPromotions(db, userId, now, lock), now);
}

/** The cart's figures as the web shows them (`GET /api/cart/summary`). */
export function summaryOf(lines: readonly CartLine[], promotions: CartPromotions): TCartSummary {
  const price: CartPrice<CartLine> = priceCart(lines, null, promotions.adjustments, ANY_GST_PLACE);
  return {
    itemsTotal: price.itemsTotal,
    discounts: price.discounts.map(({ label, kind, amount }) => ({ label, kind, amount })),
    discountTotal: price.discountTotal,
    totalAfterDiscounts: price.total,
    freeDelivery: price.deliveryWaived,
    coupon: promotions.coupon
      ? { code: promotions.coupon.code, applied: promotions.coupon.applied, message: promotions.coupon.message }
      : null,
    lines: price.items.map((item, i) => ({ id: item.id, discount: price.lineDiscounts[i]! })),
    includedGst: price.gst?.total.tax ?? 0,
  };
}

export async function cartSummary(db: Database, userId: number): Promise<TCartSummary> {
  const now = new Date();
  // The lines and the promotions' rows are read side by side (two connections on a PostgreSQL server).
  const [lines, reads] = await Promise.all([cartLines(db, userId), readPromotions(db, userId, now, false)]);
  return summaryOf(lines, await judgePromotions(db, userId, lines, reads, now));
}

/**
 * `PUT /api/cart/coupon`: the code goes in the box only when it applies to the cart now; otherwise a 400 says why
 * (unknown, paused, not yet valid, expired, used up, used the maximum times by you, first order only, "Add Rs X more").
 */
export async function applyCoupon(db: Database, userId: number, code: string): Promise<TCartSummary> {
  const coupon = await repo.findCouponByCode(db, code);
  if (!coupon) throw badRequest(T.unknown(code), 'COUPON_NOT_APPLICABLE');
  const lines = await cartLines(db, userId);
  const refusal = couponRefusal(
    coupon,
    priceCart(lines, null).itemsTotal,
    await historyOf(db, userId, coupon),
    new Date(),
  );
  if (refusal) throw badRequest(refusalMessage(coupon.code, refusal), 'COUPON_NOT_APPLICABLE');
  await repo.setCartCoupon(db, userId, coupon.id);
  return summaryOf(lines, await promotionsFor(db, userId, lines));
}

export async function removeCoupon(db: Database, userId: number): Promise<TCartSummary> {
  await repo.deleteCartCoupon(db, userId);
  return cartSummary(db, userId);
}

/**
 * Inside the order's transaction, once the order is stored: the coupon's use counted (the conditional update of
 * `claimCouponUse` — its row is locked since `promotionsFor(…, { lock: true })`, so it cannot fail here), each
 * discount kept as the order's `order_discounts` row, and the cart's box emptied.
 */
export async function recordOrderPromotions(
  tx: Database,
  order: { id: number; userId: number },
  price: Pick<CartPrice<CartLine>, 'discounts'>,
  promotions: CartPromotions,
): Promise<void> {
  const coupon = promotions.coupon?.applied ? promotions.coupon : null;
  if (coupon && !(await repo.claimCouponUse(tx, coupon.id))) {
    throw new Error(`Coupon ${coupon.id} was judged usable under its lock but had no use left`);
  }
  const rows = price.discounts.map((discount) => ({
    orderId: order.id,
    kind: discount.kind,
    couponId: discount.kind === 'coupon' ? (coupon?.id ?? null) : null,
    offerId: discount.offerId ?? null,
    label: discount.label,
    amount: discount.amount,
  }));
  // A free-delivery code that took nothing off the items is still a use of it (its per-shopper count reads these rows).
  if (coupon && !rows.some((row) => row.kind === 'coupon')) {
    rows.push({ orderId: order.id, kind: 'coupon', couponId: coupon.id, offerId: null, label: coupon.code, amount: 0 });
  }
  await repo.insertOrderDiscounts(tx, rows);
  if (promotions.coupon) await repo.deleteCartCoupon(tx, order.userId);
}

/** The discounts each order was placed with, by order id (the order page, e-mails). */
export async function discountsOfOrders(db: Database, orderIds: readonly number[]) {
  const byOrder = new Map<number, { label: string; kind: 'coupon' | 'offer'; amount: number }[]>();
  for (const row of await repo.orderDiscountsOf(db, orderIds)) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({ label: row.label, kind: row.kind, amount: row.amount });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}
