import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { gstRates, products } from '#src/db/schema/catalog';

// The GST rates a product can have (issue 30 §2): the catalogue's table, like the products that point at them.
export type GstRateRow = typeof gstRates.$inferSelect;

/** Every rate, lowest first, with its products (archived ones too: they keep their rate). */
export async function listRates(db: Database): Promise<(GstRateRow & { products: number })[]> {
  const [rates, used] = await Promise.all([
    db.select().from(gstRates).orderBy(asc(gstRates.rateBps)),
    db.select({ rateBps: products.gstRateBps, products: count() }).from(products).groupBy(products.gstRateBps),
  ]);
  const byRate = new Map(used.map((row) => [row.rateBps, row.products]));
  return rates.map((rate) => ({ ...rate, products: byRate.get(rate.rateBps) ?? 0 }));
}

/** The rate, share-locked: removing it waits for the product write that chose it (and the other way round). */
export async function shareRate(tx: Database, rateBps: number): Promise<GstRateRow | undefined> {
  const [row] = await tx.select().from(gstRates).where(eq(gstRates.rateBps, rateBps)).for('share');
  return row;
}

export async function lockRate(tx: Database, rateBps: number): Promise<GstRateRow | undefined> {
  const [row] = await tx.select().from(gstRates).where(eq(gstRates.rateBps, rateBps)).for('update');
  return row;
}

export async function productsWithRate(tx: Database, rateBps: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(products).where(eq(products.gstRateBps, rateBps));
  return row?.n ?? 0;
}

/** Inserts the rate; undefined when it exists already. */
export async function insertRate(tx: Database, values: GstRateRow): Promise<GstRateRow | undefined> {
  const [row] = await tx.insert(gstRates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function renameRate(tx: Database, rateBps: number, label: string): Promise<GstRateRow> {
  const [row] = await tx.update(gstRates).set({ label }).where(eq(gstRates.rateBps, rateBps)).returning();
  return row!;
}

export async function deleteRate(tx: Database, rateBps: number): Promise<void> {
  await tx.delete(gstRates).where(eq(gstRates.rateBps, rateBps));
}

/** Every rate's value: what the catalogue CSV's import checks its `gst_rate` cells against. */
export async function rateValues(db: Database): Promise<number[]> {
  return (await db.select({ rateBps: gstRates.rateBps }).from(gstRates)).map((row) => row.rateBps);
}
