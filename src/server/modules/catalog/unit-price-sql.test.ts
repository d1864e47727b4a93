import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#src/db/client';
import { unitPrice, type NetUnit } from '#src/shared/unit-price';
import { createTestApp, type TestApp } from '#src/test/test-app';
import { unitPriceSql } from './catalog.repository';

/**
 * One unit-price rule (issue 28 §5): listings sort by a key the database computes (`unitPriceSql`, in the statement
 * that refreshes a product's defaults) and show the amount `unitPrice` computes. Both run here over every pack of
 * the demo catalogue, on whichever engine the suite runs, and over packs whose rounding is delicate.
 */

type Pack = { id: number; price: number; netQuantity: number | null; unit: NetUnit | null; sqlAmount: number | null };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ template: 'demo' });
});
afterAll(async () => t?.close());

const viaSql = (from: ReturnType<typeof sql>) =>
  t.db.execute(sql`
    select p.id, p.price, p.net_quantity as "netQuantity", p.unit,
      ${unitPriceSql(sql`p.price`, sql`p.net_quantity`, sql`p.unit`)} as "sqlAmount"
    from ${from}`);

const disagreements = (packs: Pack[]) =>
  packs
    .map((pack) => ({ ...pack, tsAmount: unitPrice(pack.price, pack.netQuantity, pack.unit)?.amount ?? null }))
    .filter((pack) => pack.tsAmount !== (pack.sqlAmount === null ? null : Number(pack.sqlAmount)));

describe('the unit-price sort key and the unit price shown', () => {
  it('agree on every pack of the demo catalogue', async () => {
    const packs = rowsOf<Pack>(await viaSql(sql`product_variants p`));
    expect(packs.filter((pack) => pack.netQuantity !== null).length).toBeGreaterThan(50);
    expect(disagreements(packs)).toEqual([]);
  });

  it('agree on packs whose quotient sits on or near half a paisa', async () => {
    // price, net quantity, unit: 1.005, 0.125, 0.335, 2.675 a unit, thirds, a 1.5 l and a 0.3 kg pack.
    const packs = sql`(values
      (1, 201, 200::float8, 'piece'), (2, 1, 8::float8, 'piece'), (3, 67, 200::float8, 'piece'),
      (4, 107, 40::float8, 'piece'), (5, 100, 3::float8, 'kg'), (6, 1, 3::float8, 'piece'),
      (7, 99, 1.5::float8, 'l'), (8, 29, 0.3::float8, 'kg'), (9, 5, 750::float8, 'g'), (10, 7, 330::float8, 'ml'),
      (11, 18999, 1::float8, 'piece'), (12, 100, 0::float8, 'g'), (13, 100, null::float8, 'kg')
    ) as p(id, price, net_quantity, unit)`;
    expect(disagreements(rowsOf<Pack>(await viaSql(packs)))).toEqual([]);
  });
});
