import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, pgliteMigrationEngine } from '#src/test/migrations';
import { migrationsFolder } from './client';

/**
 * Decision 031's migration on a shop with orders and payments: an order placed before delivery at checkout paid for
 * its items only, so its items total is its amount and its fee 0, with no slot; a payment keeps no quote (placing
 * it falls back to its amount). PGlite only: plain SQL with nothing engine-specific.
 */
const oldFolder = migrationsBefore('_delivery_at_checkout');
afterAll(() => rmSync(oldFolder, { recursive: true, force: true }));

describe('orders and payments before delivery at checkout', () => {
  it('orders: items total = amount, fee 0, no zone or slot; payments: no quote, fee 0', async () => {
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
      await engine.query(`
        insert into payments (provider, provider_order_id, user_id, amount, status)
        values ('test', 'order_open', 1, 12300, 'created')`);
      await engine.migrate(migrationsFolder);

      const rows = await engine.query<Record<string, unknown>>(
        `select amount, items_total, delivery_fee, zone_name, slot_ref, slot_start, slot_end, slot_start_time,
                slot_end_time from orders order by id`,
      );
      const none = { zone_name: null, slot_ref: null, slot_start: null, slot_end: null };
      expect(rows).toEqual([
        { amount: 100, items_total: 100, delivery_fee: 0, ...none, slot_start_time: null, slot_end_time: null },
        { amount: 200, items_total: 200, delivery_fee: 0, ...none, slot_start_time: null, slot_end_time: null },
        { amount: 300, items_total: 300, delivery_fee: 0, ...none, slot_start_time: null, slot_end_time: null },
      ]);
      expect(
        await engine.query('select amount, items_total, delivery_fee, zone_id, slot_ref, slot_hold_id from payments'),
      ).toEqual([
        { amount: 12300, items_total: null, delivery_fee: 0, zone_id: null, slot_ref: null, slot_hold_id: null },
      ]);
      await expect(
        engine.query(`insert into orders (user_id, payment_id, provider_order_id, name, phone_number, address, pincode,
                        amount, email, status, payment_mode)
                      values (1, 'pay_x', 'order_x', 'A', '1', 'A', '560038', 1, 'a@example.com', 'pending', 'test')`),
      ).rejects.toThrow(/items_total/);
    } finally {
      await engine.close();
    }
  }, 120_000); // two full migrations of an embedded database: slow on a loaded 2-core machine
});
