import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, pgliteMigrationEngine } from '#src/test/migrations';
import { migrationsFolder } from './client';

/**
 * Decision 024's migration on a shop with orders: orders cancelled before refunds existed gave no money back, so they
 * come out `failed` (with their amount and a reason) for the back office to retry; every other order has no refund.
 * PGlite only: the migration is plain SQL with nothing engine-specific (the roles migration test covers both).
 */
const oldFolder = migrationsBefore('_order_refunds');
afterAll(() => rmSync(oldFolder, { recursive: true, force: true }));

describe('orders.refund_* on a shop with orders', () => {
  it('cancelled orders become refund failed with their amount; the others none', async () => {
    const engine = await pgliteMigrationEngine();
    try {
      await engine.migrate(oldFolder);
      await engine.query(
        `insert into users (name, email, password_hash, is_verified) values ('Asha', 'a@example.com', 'h', true)`,
      );
      await engine.query(`
        insert into orders (user_id, payment_id, provider_order_id, name, phone_number, address, pincode, amount, email,
                            status, payment_mode)
        select 1, 'pay_' || n, 'order_' || n, 'Asha', '9876500001', 'MG Road', '560038', n * 100, 'a@example.com',
               status, 'test'
        from (values (1, 'pending'), (2, 'cancelled'), (3, 'delivered')) as v(n, status)`);
      await engine.migrate(migrationsFolder);

      const rows = await engine.query<Record<string, unknown>>(
        'select status, refund_status, refund_amount, refund_id, refunded_at, refund_error from orders order by id',
      );
      expect(rows).toEqual([
        expect.objectContaining({ status: 'pending', refund_status: 'none', refund_amount: null, refund_error: null }),
        {
          status: 'cancelled',
          refund_status: 'failed',
          refund_amount: 200,
          refund_id: null,
          refunded_at: null,
          refund_error: 'Cancelled before refunds existed: not refunded yet',
        },
        expect.objectContaining({ status: 'delivered', refund_status: 'none', refund_amount: null }),
      ]);
      await expect(engine.query("update orders set refund_status = 'lost'")).rejects.toThrow(
        /orders_refund_status_check/,
      );
    } finally {
      await engine.close();
    }
  }, 120_000); // two full migrations of an embedded database: slow on a loaded 2-core machine
});
