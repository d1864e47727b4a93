import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { users } from '#src/db/schema/accounts';
import { containsPattern } from '#src/server/lib/like';
import type { Role } from '#src/shared/permissions';

/**
 * What the back office may see of an account (docs/decisions/028): named column by column, so a password hash, a
 * Google subject or anything added to `users` later never reaches an answer by accident.
 */
const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  isVerified: users.isVerified,
  google: sql<boolean>`${users.googleSubject} is not null`.mapWith(Boolean),
  createdAt: users.createdAt,
};

export type CustomerRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: Role | null;
  isVerified: boolean;
  google: boolean;
  createdAt: Date;
};

/** The text the search matches: the same expression as the `users_search_trgm_idx` index (schema/accounts.ts). */
const searchText = sql`lower(${users.name} || ' ' || ${users.email} || ' ' || ${users.phone})`;

/** Newest first (users_created_idx), and how many match. */
export async function listCustomers(
  db: Database,
  q: string | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = q ? sql`${searchText} like ${containsPattern(q)}` : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findCustomer(db: Database, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, id));
  return row;
}
