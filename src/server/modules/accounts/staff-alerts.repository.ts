import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { users } from '#src/db/schema/accounts';

/**
 * A back-office user's opt-in to the shop's alerts by e-mail (issue 31 §1, docs/decisions/057): kept on their
 * account (`users.notify_orders`); it counts only while they hold a role, so a user whose role was taken gets none.
 */

/**
 * Who gets the staff alerts: opted in and holding a back-office role. (The low-stock trigger of migration 0039 says
 * the same in SQL: it writes its alert rows inside the stock's own statement.)
 */
const optedInStaff = and(eq(users.notifyOrders, true), isNotNull(users.role))!;

/**
 * An order's e-mail recipients in one read (the placing transaction counts its statements): the shopper's address
 * (undefined when the account is gone) and, when `withStaff`, the opted-in back-office users', oldest account first.
 */
export async function orderMailRecipients(
  db: Database,
  userId: number,
  withStaff: boolean,
): Promise<{ account: string | undefined; staff: string[] }> {
  const rows = await db
    .select({ id: users.id, email: users.email, staff: sql<boolean>`${optedInStaff}` })
    .from(users)
    .where(withStaff ? or(eq(users.id, userId), optedInStaff) : eq(users.id, userId))
    .orderBy(asc(users.id));
  return {
    account: rows.find((row) => row.id === userId)?.email,
    staff: withStaff ? rows.filter((row) => row.staff).map((row) => row.email) : [],
  };
}

/** Whether this user opted in. */
export async function staffAlertsOf(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ on: users.notifyOrders }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}

/** Sets the opt-in; answers what it was before. */
export async function setStaffAlerts(db: Database, userId: number, on: boolean): Promise<boolean> {
  const before = await staffAlertsOf(db, userId);
  await db.update(users).set({ notifyOrders: on }).where(eq(users.id, userId));
  return before;
}
