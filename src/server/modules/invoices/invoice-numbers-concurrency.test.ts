import { describe, expect, inject, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as schema from '#src/db/schema/index';
import { setOrderStatus, storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * Invoice numbers under concurrency (issue 30 §2, docs/decisions/054): 20 orders delivered at the same moment each get
 * an invoice, and the numbers are 1…20 of the year's series — no gap, no duplicate. On the PostgreSQL server whenever
 * one is reachable (`engine: 'postgres'`): PGlite serialises transactions, so a counter read outside the row lock
 * would pass there.
 */
const t = testAppForFile({ template: 'empty', engine: 'postgres', env: { RATE_LIMITS: 'admin-write=100000' } });
const shopper = signedInUserForFile(t);
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

const COUNT = 20;

describe('invoice numbers', () => {
  it('runs on the PostgreSQL server whenever one is reachable', () => {
    expect(t.database.engine).toBe(inject('postgres') ? 'postgres' : 'pglite');
  });

  it(`${COUNT} deliveries at once: ${COUNT} invoices numbered 1…${COUNT}, no gap, no duplicate`, async () => {
    const orders = [];
    for (let i = 0; i < COUNT; i++) {
      const order = await storedOrder(t, shopper);
      for (const status of ['confirmed', 'packed', 'out_for_delivery']) {
        expect((await setOrderStatus(t, staff, order.id, { status })).statusCode).toBe(200);
      }
      orders.push(order);
    }
    const answers = await Promise.all(
      orders.map((order) => setOrderStatus(t, staff, order.id, { status: 'delivered' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(orders.map(() => 200));
    const invoices = await t.db
      .select()
      .from(schema.taxDocuments)
      .where(
        inArray(
          schema.taxDocuments.orderId,
          orders.map((order) => order.id),
        ),
      );
    expect(invoices).toHaveLength(COUNT);
    expect(new Set(invoices.map((invoice) => invoice.financialYear)).size).toBe(1);
    expect(invoices.map((invoice) => invoice.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: COUNT }, (_, i) => i + 1),
    );
    const [counter] = await t.db
      .select()
      .from(schema.taxDocumentCounters)
      .where(eq(schema.taxDocumentCounters.financialYear, invoices[0]!.financialYear));
    expect(counter!.lastSeq).toBe(COUNT);
  });
});
