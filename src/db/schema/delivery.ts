import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './types';

/**
 * Delivery zones (decisions §7, docs/decisions/029): the pincodes a zone serves (exact codes, and prefixes such as
 * `5600`), its fee, the order total from which delivery is free and the minimum order. The default zone (one, made by
 * the migration) serves every pincode no other zone names; a fresh shop's is free with no minimum.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Exact pincodes. */
    codes: text('codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Leading digits: `56` serves every pincode starting with 56. */
    prefixes: text('prefixes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whole rupees. */
    fee: integer('fee').notNull().default(0),
    /** Whole rupees from which the fee is waived; null: never. */
    freeFrom: integer('free_from'),
    /** Whole rupees; 0: none. */
    minimumOrder: integer('minimum_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    /** Pay on delivery (cash or UPI at the door) offered in this zone (issue 29 §1). */
    payOnDelivery: boolean('pay_on_delivery').notNull().default(false),
    /** Whole rupees: the largest order total paid at the door; null: no maximum. */
    payOnDeliveryMaxOrder: integer('pay_on_delivery_max_order'),
    /** How many pay-on-delivery orders one shopper may have open (payment `due`); null: no limit. */
    payOnDeliveryMaxOpen: integer('pay_on_delivery_max_open'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('delivery_zones_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check('delivery_zones_amounts', sql`${t.fee} >= 0 and ${t.minimumOrder} >= 0 and coalesce(${t.freeFrom}, 0) >= 0`),
    check(
      'delivery_zones_pay_on_delivery_limits',
      sql`coalesce(${t.payOnDeliveryMaxOrder}, 1) > 0 and coalesce(${t.payOnDeliveryMaxOpen}, 1) > 0`,
    ),
  ],
);

/** A zone's weekly slot: every `weekday` (1 Monday … 7 Sunday) from `start_minute` to `end_minute`, shop time. */
export const deliverySlotTemplates = pgTable(
  'delivery_slot_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    /** Minutes after local midnight. */
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    /** Orders the slot takes. */
    capacity: integer('capacity').notNull(),
    /** Hours before the start after which the slot can no longer be chosen. */
    cutoffHours: integer('cutoff_hours').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('delivery_slot_templates_zone_idx').on(t.zoneId, t.weekday, t.startMinute),
    check(
      'delivery_slot_templates_valid',
      sql`${t.weekday} between 1 and 7 and ${t.startMinute} >= 0 and ${t.endMinute} <= 1440
        and ${t.startMinute} < ${t.endMinute} and ${t.capacity} >= 0 and ${t.cutoffHours} >= 0`,
    ),
  ],
);

/** Days a zone does not deliver (a holiday); a null zone: the whole shop. */
export const deliveryClosedDates = pgTable(
  'delivery_closed_dates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    zoneId: integer('zone_id').references(() => deliveryZones.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [uniqueIndex('delivery_closed_dates_key').on(sql`coalesce(${t.zoneId}, 0)`, t.day)],
);

/**
 * One slot on one day, made when first held: the row holds and bookings lock (`SELECT … FOR UPDATE`), so two
 * checkouts never both take its last place.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => deliverySlotTemplates.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('delivery_slots_key').on(t.templateId, t.day)],
);

/**
 * A place in a slot: a hold while the shopper pays (counts until `expires_at`), or a booking of an order (counts
 * always). Remaining places: the template's capacity minus bookings and live holds.
 */
export const deliverySlotClaims = pgTable(
  'delivery_slot_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => deliverySlots.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['hold', 'booking'] }).notNull(),
    /** Who holds it (a payment's or a shopper's reference: checkout's is the shopper's mailbox, decision 031). */
    holder: text('holder').notNull(),
    /**
     * The client address a checkout hold was taken from (an IPv6 address as its /64): at most SLOT_HOLDS_PER_ADDRESS
     * live holds each (decision 031, issue 27). Null for bookings and holds taken outside checkout.
     */
    clientAddress: text('client_address'),
    /** The booked order (no foreign key: the orders module owns that table). */
    orderId: integer('order_id'),
    /** A hold's end; null for a booking. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_slot_claims_slot_idx').on(t.slotId, t.kind, t.expiresAt),
    uniqueIndex('delivery_slot_claims_order_key')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    // A shopper's holds, given back when they start another payment (docs/decisions/031): holds only, few rows.
    index('delivery_slot_claims_holder_idx')
      .on(t.holder)
      .where(sql`${t.kind} = 'hold'`),
    // The live holds of one client address (checkout's cap per address): holds only, few rows.
    index('delivery_slot_claims_address_idx')
      .on(t.clientAddress)
      .where(sql`${t.kind} = 'hold'`),
    index('delivery_slot_claims_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.kind} = 'hold'`),
    check(
      'delivery_slot_claims_kind',
      sql`(${t.kind} = 'hold' and ${t.expiresAt} is not null) or (${t.kind} = 'booking' and ${t.orderId} is not null)`,
    ),
  ],
);
