import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The shop's day of a timestamp, in SQL (docs/decisions/058-one-clock.md): `(created_at at time zone $tz)::date` —
 * the twin of `shopDay` in src/shared/shop-time.ts, for statements that group or compare by day. A filter of one day
 * compares the column with `shopDayBounds` instead, so the time index serves it.
 */
export const shopDaySql = (column: AnyColumn | SQL, timeZone: string): SQL<string> =>
  sql<string>`((${column} at time zone ${timeZone})::date)`;
