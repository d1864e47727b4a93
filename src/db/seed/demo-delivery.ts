import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { addDays, shopToday } from '#src/shared/delivery-slot';
import { instantOf } from '#src/shared/shop-time';
import type { Database } from '../client';
import {
  deliverySlotClaims,
  deliverySlots,
  deliverySlotTemplates,
  deliveryZones,
  orderLines,
  orders,
  products,
  productVariants,
  users,
} from '../schema/index';
import { DEMO_PAY_ON_DELIVERY } from './index';

/**
 * The demo shop's delivery at work (issue 32 §5, docs/decisions/064): three city zones with their fees, minimums and
 * free-delivery thresholds, weekly slots that give the next seven days theirs, and some of those nearly full. The
 * places taken are real orders — a few sample customers' pay-on-delivery orders, booked into their slots the way
 * checkout books (a `booking` claim per order) — so the places left that checkout counts and the back office's slot
 * lists agree. Pay on delivery is on in Mumbai and Bengaluru, off in Delhi. The default zone ("Everywhere") stays
 * as it is: free, no minimum, no slots.
 */
export const DEMO_ZONES = [
  {
    name: 'Mumbai',
    prefixes: ['400'],
    fee: 30,
    freeFrom: 499,
    minimumOrder: 199,
    payOnDelivery: true,
    address: {
      line1: '14 Hill Road, Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      code: '27',
      pincode: '400050',
    },
  },
  {
    name: 'Bengaluru',
    prefixes: ['560'],
    fee: 25,
    freeFrom: 399,
    minimumOrder: 149,
    payOnDelivery: true,
    address: {
      line1: '80 Feet Road, Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      code: '29',
      pincode: '560034',
    },
  },
  {
    name: 'Delhi',
    prefixes: ['110'],
    fee: 40,
    freeFrom: 599,
    minimumOrder: 249,
    payOnDelivery: false,
    address: { line1: '21 Khan Market', city: 'New Delhi', state: 'Delhi', code: '07', pincode: '110003' },
  },
] as const;

/** Every day of the week, in shop time: start and end (minutes after midnight) and the orders each slot takes. */
export const DEMO_SLOTS = [
  { start: 7 * 60, end: 9 * 60, capacity: 6 },
  { start: 11 * 60, end: 13 * 60, capacity: 8 },
  { start: 18 * 60, end: 20 * 60, capacity: 8 },
] as const;
/** Hours before a slot's start after which it can no longer be chosen. */
export const DEMO_CUTOFF_HOURS = 2;

/**
 * The slots made nearly full in every zone: days after today (shop time) and the slot's index in DEMO_SLOTS, with
 * the places left. Tomorrow's morning has one place left, the evening after two.
 */
export const DEMO_NEARLY_FULL = [
  { afterDays: 1, slot: 0, left: 1 },
  { afterDays: 2, slot: 2, left: 2 },
] as const;

const CUSTOMERS = ['Asha Rao', 'Ravi Kumar', 'Meera Iyer', 'Arjun Nair'] as const;

/**
 * The first start of the demo shop (after its catalogue was seeded): the zones, their slots and the nearly full
 * ones. Does nothing when the shop already has a zone besides the default, so it never runs twice; answers whether
 * it seeded.
 */
export async function seedDemoDelivery(db: Database, timeZone: string, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table delivery_zones in share row exclusive mode`);
    const [existing] = await tx
      .select({ id: deliveryZones.id })
      .from(deliveryZones)
      .where(eq(deliveryZones.isDefault, false))
      .limit(1);
    if (existing) return false;
    const packs = await tx
      .select({
        productId: products.id,
        variantId: productVariants.id,
        label: productVariants.label,
        title: products.name,
        image: sql<string>`coalesce(${products.images}[1], '')`,
        price: productVariants.price,
        mrp: productVariants.oldPrice,
        hsnCode: products.hsnCode,
        gstRateBps: products.gstRateBps,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(isNull(products.archivedAt), ne(productVariants.price, 0)))
      .orderBy(asc(productVariants.id))
      .limit(12);
    const customers = await tx
      .insert(users)
      .values(
        CUSTOMERS.map((name, i) => ({
          name: `${name} (sample)`,
          email: `demo-customer-${i + 1}@example.com`,
          phone: `98200000${String(i + 1).padStart(2, '0')}`,
          isVerified: true,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, name: users.name, email: users.email, phone: users.phone });
    const today = shopToday(timeZone, now);
    let serial = 0;
    for (const zone of DEMO_ZONES) {
      const [zoneRow] = await tx
        .insert(deliveryZones)
        .values({
          name: zone.name,
          prefixes: [...zone.prefixes],
          fee: zone.fee,
          freeFrom: zone.freeFrom,
          minimumOrder: zone.minimumOrder,
          payOnDelivery: zone.payOnDelivery,
          payOnDeliveryMaxOrder: zone.payOnDelivery ? DEMO_PAY_ON_DELIVERY.maxOrder : null,
          payOnDeliveryMaxOpen: zone.payOnDelivery ? DEMO_PAY_ON_DELIVERY.maxOpen : null,
        })
        .returning({ id: deliveryZones.id });
      const templates = await tx
        .insert(deliverySlotTemplates)
        .values(
          [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
            DEMO_SLOTS.map((slot) => ({
              zoneId: zoneRow!.id,
              weekday,
              startMinute: slot.start,
              endMinute: slot.end,
              capacity: slot.capacity,
              cutoffHours: DEMO_CUTOFF_HOURS,
            })),
          ),
        )
        .returning();
      if (customers.length === 0 || packs.length === 0) continue;
      for (const full of DEMO_NEARLY_FULL) {
        const day = addDays(today, full.afterDays);
        const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
        const slot = DEMO_SLOTS[full.slot];
        const template = templates.find((row) => row.weekday === weekday && row.startMinute === slot.start)!;
        const [slotRow] = await tx
          .insert(deliverySlots)
          .values({ templateId: template.id, day })
          .returning({ id: deliverySlots.id });
        for (let n = 0; n < slot.capacity - full.left; n += 1) {
          serial += 1;
          const customer = customers[serial % customers.length]!;
          const pack = packs[serial % packs.length]!;
          const quantity = 1 + (serial % 3);
          const itemsTotal = pack.price * quantity;
          const fee = itemsTotal >= zone.freeFrom ? 0 : zone.fee;
          const [order] = await tx
            .insert(orders)
            .values({
              userId: customer.id,
              paymentId: `demo_pay_${serial}`,
              providerOrderId: `demo_order_${serial}`,
              name: customer.name,
              phoneNumber: customer.phone,
              address: zone.address.line1,
              pincode: zone.address.pincode,
              addressLine1: zone.address.line1,
              city: zone.address.city,
              state: zone.address.state,
              country: 'India',
              amount: itemsTotal + fee,
              itemsTotal,
              deliveryFee: fee,
              zoneName: zone.name,
              slotRef: `${template.id}@${day}`,
              slotStart: instantOf(day, slot.start, timeZone),
              slotEnd: instantOf(day, slot.end, timeZone),
              slotStartTime: clock(slot.start),
              slotEndTime: clock(slot.end),
              email: customer.email,
              status: 'confirmed',
              paymentMode: 'test',
              paymentMethod: zone.payOnDelivery ? 'on_delivery' : 'online',
              paymentStatus: zone.payOnDelivery ? 'due' : 'paid',
              placeOfSupply: zone.address.code,
              createdAt: now,
            })
            .returning({ id: orders.id });
          await tx.insert(orderLines).values({
            orderId: order!.id,
            productId: pack.productId,
            variantId: pack.variantId,
            variantLabel: pack.label,
            productTitle: pack.title,
            image: pack.image,
            quantity,
            price: pack.price,
            subTotal: itemsTotal,
            mrp: pack.mrp > pack.price ? pack.mrp : null,
            hsnCode: pack.hsnCode,
            gstRateBps: pack.gstRateBps,
          });
          await tx.insert(deliverySlotClaims).values({
            slotId: slotRow!.id,
            kind: 'booking',
            holder: `order:${order!.id}`,
            orderId: order!.id,
          });
        }
      }
    }
    return true;
  });
}

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
