import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, pgliteMigrationEngine } from '#src/test/migrations';
import { migrationsFolder } from './client';

/**
 * Issue 27 §5's migration (decision 018's addendum) on a shop with reviews marked under the old rule — any order
 * containing the product: a mark stays only where the author had received the product (a delivered line, kept or a
 * substitute of it) before writing. Nothing is newly marked. PGlite only: plain SQL with nothing engine-specific.
 */
const oldFolder = migrationsBefore('_hold_addresses_verified_reviews');
afterAll(() => rmSync(oldFolder, { recursive: true, force: true }));

describe('reviews.verified_purchase on a shop with reviews', () => {
  it('keeps the marks of received products only', async () => {
    const engine = await pgliteMigrationEngine();
    try {
      await engine.migrate(oldFolder);
      await engine.query(`
        insert into users (name, email, password_hash, is_verified)
        select name, lower(name) || '@example.com', 'h', true
        from (values ('Asha'), ('Ravi'), ('Kiran'), ('Meera'), ('Sunil')) as v(name)`);
      await engine.query(`insert into categories (name, slug) values ('Shop', 'shop')`);
      await engine.query(`
        insert into products (name, slug, price, old_price, cat_id, cat_name)
        select 'Product ' || n, 'product-' || n, 100, 100, 1, 'Shop' from generate_series(1, 5) as n`);
      // Orders: 1 Asha delivered (products 1, 2 unavailable, 3 substituted by 4); 2 Ravi cancelled (1);
      // 3 Kiran pending (1); 4 Sunil delivered after his review (1).
      await engine.query(`
        insert into orders (user_id, payment_id, provider_order_id, name, phone_number, address, pincode, amount,
                            items_total, email, status, payment_mode)
        select user_id, 'pay_' || n, 'order_' || n, 'X', '9876500001', 'MG Road', '560038', 100, 100, 'x@example.com',
               status, 'test'
        from (values (1, 1, 'delivered'), (2, 2, 'cancelled'), (3, 3, 'pending'), (4, 5, 'delivered'))
          as v(n, user_id, status)`);
      await engine.query(`
        insert into order_lines (order_id, product_id, product_title, image, quantity, price, sub_total)
        values (1, 1, 'P1', 'p.webp', 1, 100, 100), (1, 2, 'P2', 'p.webp', 1, 100, 100),
               (1, 3, 'P3', 'p.webp', 1, 100, 100), (2, 1, 'P1', 'p.webp', 1, 100, 100),
               (3, 1, 'P1', 'p.webp', 1, 100, 100), (4, 1, 'P1', 'p.webp', 1, 100, 100)`);
      await engine.query(`
        insert into order_line_changes (order_id, line_id, kind, substitute_product_id, substitute_price)
        values (1, 2, 'unavailable', null, null), (1, 3, 'substituted', 4, 90)`);
      await engine.query(`
        insert into order_status_events (order_id, status, at)
        values (1, 'delivered', '2026-11-01T10:00:00Z'), (2, 'cancelled', '2026-11-01T10:00:00Z'),
               (4, 'delivered', '2026-11-20T10:00:00Z')`);
      // Every review below was marked by the old rule (the author had an order with the product), but two.
      await engine.query(`
        insert into reviews (product_id, user_id, customer_name, review, customer_rating, verified_purchase, created_at)
        values (1, 1, 'Asha', 'kept line', 5, true, '2026-11-02T00:00:00Z'),
               (2, 1, 'Asha', 'unavailable line', 5, true, '2026-11-02T00:00:00Z'),
               (3, 1, 'Asha', 'substituted away', 5, true, '2026-11-02T00:00:00Z'),
               (4, 1, 'Asha', 'the substitute', 5, false, '2026-11-02T00:00:00Z'),
               (1, 2, 'Ravi', 'cancelled order', 5, true, '2026-11-02T00:00:00Z'),
               (1, 3, 'Kiran', 'pending order', 5, true, '2026-11-02T00:00:00Z'),
               (1, 5, 'Sunil', 'before delivery', 5, true, '2026-11-02T00:00:00Z'),
               (1, null, 'Gone', 'account deleted', 5, true, '2026-11-02T00:00:00Z'),
               (5, 4, 'Meera', 'no order', 5, false, '2026-11-02T00:00:00Z')`);
      await engine.migrate(migrationsFolder);

      expect(await engine.query('select review, verified_purchase from reviews order by id')).toEqual([
        { review: 'kept line', verified_purchase: true },
        { review: 'unavailable line', verified_purchase: false },
        { review: 'substituted away', verified_purchase: false },
        { review: 'the substitute', verified_purchase: false },
        { review: 'cancelled order', verified_purchase: false },
        { review: 'pending order', verified_purchase: false },
        { review: 'before delivery', verified_purchase: false },
        { review: 'account deleted', verified_purchase: true },
        { review: 'no order', verified_purchase: false },
      ]);
      expect(
        await engine.query(`select column_name from information_schema.columns
        where table_name = 'delivery_slot_claims' and column_name = 'client_address'`),
      ).toHaveLength(1);
    } finally {
      await engine.close();
    }
  }, 120_000); // two full migrations of an embedded database: slow on a loaded 2-core machine
});
