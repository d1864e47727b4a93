import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#src/db/schema/index';
import { ORDER_STATUSES, type OrderStatus } from '#src/shared/constants';
import { orderStatusOf, setOrderStatus, statusEventsOf, storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/** The order lifecycle (issue 15, docs/decisions/023): PATCH /api/admin/orders/:id. */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const shopper = signedInUserForFile(t, { name: 'Asha' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });

/** The shortest path of allowed moves from pending to `status`. */
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  packed: ['confirmed', 'packed'],
  out_for_delivery: ['confirmed', 'packed', 'out_for_delivery'],
  delivered: ['confirmed', 'packed', 'out_for_delivery', 'delivered'],
  cancelled: ['cancelled'],
};

async function orderAt(status: OrderStatus) {
  const order = await storedOrder(t, shopper);
  for (const step of PATH_TO[status]) {
    const response = await setOrderStatus(t, staff, order.id, { status: step });
    expect(response.statusCode, response.body).toBe(200);
  }
  return order;
}

/**
 * Every move and its answer, written out from decision 023 — forward one step, cancel until packed — rather than read
 * from ORDER_TRANSITIONS, the map under test. Rows: from; columns: to, in the order of STATUSES; `ok` answers 200,
 * `--` answers 409.
 */
const STATUSES = ['pending', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'cancelled'] as const;
const MOVES: Record<OrderStatus, string> = {
  //                 pending  confirmed  packed  out_for_delivery  delivered  cancelled
  pending: /*    */ '--       ok         --      --                --         ok',
  confirmed: /*  */ '--       --         ok      --                --         ok',
  packed: /*     */ '--       --         --      ok                --         ok',
  out_for_delivery: '--       --         --      --                ok         --',
  delivered: /*  */ '--       --         --      --                --         --',
  cancelled: /*  */ '--       --         --      --                --         --',
};
const moves = STATUSES.flatMap((from) =>
  MOVES[from]
    .trim()
    .split(/\s+/)
    .map((answer, column) => ({ from, to: STATUSES[column]!, allowed: answer === 'ok' })),
);
const allowed = moves.filter((move) => move.allowed);
const refused = moves.filter((move) => !move.allowed);

describe('the transitions', () => {
  it('are exactly the decision’s: forward one step, cancel until packed', () => {
    // A status added to the code and not to the table above fails here.
    expect(ORDER_STATUSES).toEqual(STATUSES);
    expect(moves).toHaveLength(STATUSES.length * STATUSES.length);
    expect(allowed.map(({ from, to }) => `${from}→${to}`)).toEqual([
      'pending→confirmed',
      'pending→cancelled',
      'confirmed→packed',
      'confirmed→cancelled',
      'packed→out_for_delivery',
      'packed→cancelled',
      'out_for_delivery→delivered',
    ]);
  });

  it.each(allowed)('$from → $to: 200, the order moves, one history row and one audit entry', async ({ from, to }) => {
    const order = await orderAt(from);
    const eventsBefore = (await statusEventsOf(t, order.id)).length;
    const response = await setOrderStatus(t, staff, order.id, { status: to, note: '  Called the shopper  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: order.id, status: to });
    expect(await orderStatusOf(t, order.id)).toBe(to);

    const events = await statusEventsOf(t, order.id);
    expect(events).toHaveLength(eventsBefore + 1);
    expect(events.at(-1)).toMatchObject({ status: to, actorId: staff.id, note: 'Called the shopper' });

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id))))
      .orderBy(auditLog.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'order.status',
      actorId: staff.id,
      actorEmail: staff.email,
      before: { status: from },
      after: { status: to, note: 'Called the shopper' },
    });
  });

  it.each(refused)('$from → $to: 409 with a clear message; nothing changes', async ({ from, to }) => {
    const order = await orderAt(from);
    const eventsBefore = await statusEventsOf(t, order.id);
    const response = await setOrderStatus(t, admin, order.id, { status: to });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      error: true,
      msg: `This order is ${from.replace(/_/g, ' ')}: it cannot be changed to ${to.replace(/_/g, ' ')}`,
    });
    expect(await orderStatusOf(t, order.id)).toBe(from);
    expect(await statusEventsOf(t, order.id)).toEqual(eventsBefore);
  });
});

describe('bad requests', () => {
  it('an unknown order: 404', async () => {
    const response = await setOrderStatus(t, staff, 2_000_000_000, { status: 'confirmed' });
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe('This order does not exist');
  });

  it.each([{ status: 'shipped' }, { status: '' }, {}, { status: 'confirmed', note: 'x'.repeat(501) }, { status: 1 }])(
    'a bad body %j: 400, the order stays pending',
    async (body) => {
      const order = await storedOrder(t, shopper);
      const response = await setOrderStatus(t, staff, order.id, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: true });
      expect(await orderStatusOf(t, order.id)).toBe('pending');
    },
  );

  it('a shopper cannot move even their own order (403), and it stays pending', async () => {
    const order = await storedOrder(t, shopper);
    const response = await setOrderStatus(t, shopper, order.id, { status: 'cancelled' });
    expect(response.statusCode).toBe(403);
    expect(await orderStatusOf(t, order.id)).toBe('pending');
    expect(await statusEventsOf(t, order.id)).toEqual([]);
  });
});
