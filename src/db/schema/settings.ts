import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The store settings (issue 30 §1, docs/decisions/052): one row (id 1) that the settings module writes when the
 * server first starts — from SHOP_NAME and the other first-start defaults — and the back office edits after. Empty
 * text means "not given". Any write bumps the catalogue version (migration 0036's trigger), so the catalogue
 * cache and the page cache, which hold pages showing these values, start again.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    /** GST state code (src/shared/indian-states.ts), '' when not given. */
    state: text('state').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    hours: text('hours').notNull().default(''),
    /** An image name of the media store, or null. */
    logo: text('logo'),
    gstin: text('gstin').notNull().default(''),
    fssai: text('fssai').notNull().default(''),
    grievanceName: text('grievance_name').notNull().default(''),
    grievanceEmail: text('grievance_email').notNull().default(''),
    grievancePhone: text('grievance_phone').notNull().default(''),
    /** Plain text of the return, refund and cancellation policies: `{ returns, refunds, cancellation }`. */
    policies: jsonb('policies')
      .$type<{ returns: string; refunds: string; cancellation: string }>()
      .notNull()
      .default(sql`'{"returns":"","refunds":"","cancellation":""}'::jsonb`),
    /** A pack's low-stock alert threshold when it has none of its own (issue 31 §1, docs/decisions/057). */
    lowStockDefault: integer('low_stock_default').notNull().default(5),
    /** Null until the back office first saves (the first start's defaults only). */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [check('store_settings_one_row', sql`${t.id} = 1`)],
);
