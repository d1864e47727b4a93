import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { addresses } from '#src/db/schema/addresses';
import { POSTAL_ADDRESS_FIELDS, postalAddressOf } from '#src/shared/order-address';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const own = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

export async function listOwn(db: Database, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

/**
 * Inside a transaction: one shopper's address-book writes queue behind each other (a transaction-scoped advisory
 * lock keyed by the user), so two saves at once cannot both pass the limit.
 */
export async function lockBookOf(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kirana.addresses'), ${userId})`);
}

export async function countOwn(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

/** The shopper's address with exactly these fields, if one is saved already. */
export async function findSame(db: Database, userId: number, values: AddressValues): Promise<AddressRow | undefined> {
  const typed = postalAddressOf(values);
  const [row] = await db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.fullName, values.fullName),
        eq(addresses.phoneNumber, values.phoneNumber),
        ...POSTAL_ADDRESS_FIELDS.map((field) => eq(addresses[field], typed[field])),
      ),
    )
    .orderBy(asc(addresses.id))
    .limit(1);
  return row;
}

export async function insert(db: Database, userId: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function updateOwn(
  db: Database,
  userId: number,
  id: number,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(own(userId, id))
    .returning();
  return row;
}

export async function deleteOwn(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(addresses).where(own(userId, id)).returning({ id: addresses.id });
  return rows.length > 0;
}
