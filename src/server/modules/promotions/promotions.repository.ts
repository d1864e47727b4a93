import { and, count, desc, eq, inArray, isNotNull, isNull, lte, gte, or, sql, sum } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { namedStatement } from '#src/db/named-statement';
import { cartCoupons, coupons, offers, orderDiscounts } from '#src/db/schema/promotions';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type OfferRow = typeof offers.$inferSelect;
export type NewOffer = typeof offers.$inferInsert;
export type NewOrderDiscount = typeof orderDiscounts.$inferInsert;

export async function findCouponByCode(db: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

export async function findCoupon(db: Database, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** The shopper's code, if any, with its coupon row (`lock`: the coupon's row locked for the placing transaction). */
export async function cartCouponOf(db: Database, userId: number, lock = false): Promise<CouponRow | undefined> {
  const [row] = await (lock ? lockedCartCoupon(db) : cartCoupon(db)).execute({ userId });
  return row?.coupon;
}

const cartCouponQuery = (db: Database) =>
  db
    .select({ coupon: coupons })
    .from(cartCoupons)
    .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .where(eq(cartCoupons.userId, sql.placeholder('userId')));
// Every cart figure and order reads it: named (src/db/named-statement.ts).
const cartCoupon = namedStatement('promotions_cart_coupon', cartCouponQuery);
const lockedCartCoupon = namedStatement('promotions_cart_coupon_locked', (db) =>
  cartCouponQuery(db).for('update', { of: coupons }),
);

export async function setCartCoupon(db: Database, userId: number, couponId: number): Promise<void> {
  await db
    .insert(cartCoupons)
    .values({ userId, couponId })
    .onConflictDoUpdate({ target: cartCoupons.userId, set: { couponId, appliedAt: sql`now()` } });
}

export async function deleteCartCoupon(db: Database, userId: number): Promise<void> {
  await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
}

/**
 * Counts one use in the order's transaction, only while the coupon is active and has a use left: the statement's
 * row lock makes the last use go to one order (the others find `uses = max_uses` and get nothing back).
 */
export async function claimCouponUse(tx: Database, id: number): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, id),
        eq(coupons.active, true),
        or(isNull(coupons.maxUses), sql`${coupons.uses} < ${coupons.maxUses}`),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

/** Orders among `orderIds` placed with the coupon. */
export async function usesAmong(db: Database, couponId: number, orderIds: readonly number[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(orderDiscounts)
    .where(and(eq(orderDiscounts.couponId, couponId), inArray(orderDiscounts.orderId, [...orderIds])));
  return row?.n ?? 0;
}

/** Offers switched on whose period holds at `now`. */
export async function runningOffers(db: Database, now: Date): Promise<OfferRow[]> {
  return offersRunningAt(db).execute({ now });
}

// Every cart figure reads them: named (src/db/named-statement.ts).
const offersRunningAt = namedStatement('promotions_running_offers', (db) => {
  const now = sql.placeholder('now');
  return db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.active, true),
        or(isNull(offers.validFrom), lte(offers.validFrom, now)),
        or(isNull(offers.validTo), gte(offers.validTo, now)),
      ),
    );
});

export async function insertOrderDiscounts(tx: Database, rows: readonly NewOrderDiscount[]): Promise<void> {
  if (rows.length > 0) await tx.insert(orderDiscounts).values([...rows]);
}

export async function orderDiscountsOf(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderDiscounts)
    .where(inArray(orderDiscounts.orderId, [...orderIds]))
    .orderBy(orderDiscounts.id);
}

// The back office.

export async function listCoupons(db: Database, offset: number, limit: number) {
  const given = db
    .select({
      couponId: orderDiscounts.couponId,
      total: sum(orderDiscounts.amount).mapWith(Number).as('total'),
    })
    .from(orderDiscounts)
    .where(isNotNull(orderDiscounts.couponId))
    .groupBy(orderDiscounts.couponId)
    .as('given');
  const [rows, [total]] = await Promise.all([
    db
      .select({ coupon: coupons, discountGiven: sql<number>`coalesce(${given.total}, 0)`.mapWith(Number) })
      .from(coupons)
      .leftJoin(given, eq(given.couponId, coupons.id))
      .orderBy(desc(coupons.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(coupons),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function couponDiscountGiven(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orderDiscounts.amount}), 0)`.mapWith(Number) })
    .from(orderDiscounts)
    .where(eq(orderDiscounts.couponId, id));
  return row?.total ?? 0;
}

export async function insertCoupon(tx: Database, values: NewCoupon): Promise<CouponRow> {
  const [row] = await tx.insert(coupons).values(values).returning();
  return row!;
}

export async function lockCoupon(tx: Database, id: number): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

export async function updateCoupon(tx: Database, id: number, values: Partial<NewCoupon>): Promise<CouponRow> {
  const [row] = await tx
    .update(coupons)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  return row!;
}

export async function listOffers(db: Database, offset: number, limit: number) {
  const given = db
    .select({
      offerId: orderDiscounts.offerId,
      uses: count().as('uses'),
      total: sum(orderDiscounts.amount).mapWith(Number).as('total'),
    })
    .from(orderDiscounts)
    .where(isNotNull(orderDiscounts.offerId))
    .groupBy(orderDiscounts.offerId)
    .as('given');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        offer: offers,
        uses: sql<number>`coalesce(${given.uses}, 0)`.mapWith(Number),
        discountGiven: sql<number>`coalesce(${given.total}, 0)`.mapWith(Number),
      })
      .from(offers)
      .leftJoin(given, eq(given.offerId, offers.id))
      .orderBy(desc(offers.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(offers),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function offerFigures(db: Database, id: number) {
  const [row] = await db
    .select({
      uses: count().mapWith(Number),
      discountGiven: sql<number>`coalesce(sum(${orderDiscounts.amount}), 0)`.mapWith(Number),
    })
    .from(orderDiscounts)
    .where(eq(orderDiscounts.offerId, id));
  return { uses: row?.uses ?? 0, discountGiven: row?.discountGiven ?? 0 };
}

export async function insertOffer(tx: Database, values: NewOffer): Promise<OfferRow> {
  const [row] = await tx.insert(offers).values(values).returning();
  return row!;
}

export async function lockOffer(tx: Database, id: number): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
  return row;
}

export async function updateOffer(tx: Database, id: number, values: Partial<NewOffer>): Promise<OfferRow> {
  const [row] = await tx
    .update(offers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning();
  return row!;
}
