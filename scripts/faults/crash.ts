import pg from 'pg';
import { Check, KiranaProcess, request, type CheckResult } from './lib';
import { createShoppers, stockedProducts, type Shopper } from './shoppers';

/**
 * SIGKILL in the middle of a burst of orders, then a restart: the database must hold exactly the orders whose
 * transactions committed — each complete, its cart emptied, its stock taken — and nothing of the others.
 */

const SHOPPERS = 60;
const PRODUCTS = 6;
const INITIAL_STOCK = 5_000;
const SHIPPING = { name: 'Asha Rao', phoneNumber: '9876543210', address: '12 MG Road, Indiranagar', pincode: '560038' };
const GOOD_CARD = '4111 1111 1111 1111';

type Outcome = {
  shopper: Shopper;
  acked: boolean;
  status: number | 'error' | 'not sent';
  stage: 'payment' | 'pay' | 'create' | 'answered';
};

export async function crashCheck(databaseUrl: string): Promise<CheckResult> {
  const check = new Check('SIGKILL during a burst of orders');
  const server = new KiranaProcess({ name: 'crash', env: { DATABASE_URL: databaseUrl } });
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    await server.start();
    const secret = server.jwtSecret();
    const productIds = await stockedProducts(db, PRODUCTS, INITIAL_STOCK);
    const shoppers = await createShoppers(db, secret, SHOPPERS, `crash-${Date.now()}`);
    // Each shopper's cart: three of the products, 1–4 of each, fixed by the shopper's position.
    const carts = new Map<number, Map<number, number>>();
    const cartRows: string[] = [];
    shoppers.forEach((shopper, i) => {
      const lines = new Map<number, number>();
      for (let k = 0; k < 3; k += 1) lines.set(productIds[(i + k) % productIds.length]!, ((i + k) % 4) + 1);
      carts.set(shopper.id, lines);
      for (const [productId, quantity] of lines) cartRows.push(`(${shopper.id}, ${productId}, ${quantity})`);
    });
    // Each cart line points at its product's one variant (decision 020).
    await db.query(
      `insert into cart_items (user_id, product_id, variant_id, quantity)
       select line.user_id, line.product_id, variant.id, line.quantity
       from (values ${cartRows.join(',')}) as line(user_id, product_id, quantity)
       join product_variants variant on variant.product_id = line.product_id`,
    );
    check.note(
      `${SHOPPERS} shoppers, ${cartRows.length} cart lines over ${productIds.length} products (stock ${INITIAL_STOCK} each)`,
    );

    // The burst: every shopper runs the whole checkout at once; the server dies once a third have been acknowledged.
    const outcomes: Outcome[] = shoppers.map((shopper) => ({
      shopper,
      acked: false,
      status: 'not sent',
      stage: 'payment',
    }));
    let acked = 0;
    let killed = false;
    const killAt = Math.floor(SHOPPERS / 3);
    const killedAt = new Promise<void>((resolve) => {
      const run = async (outcome: Outcome) => {
        const base = server.url;
        const token = outcome.shopper.token;
        try {
          const payment = await request(`${base}/api/payments/order`, {
            method: 'POST',
            token,
            jsonBody: { shipping: SHIPPING },
          });
          if (payment.status !== 201) throw new Error(`payments/order ${payment.status} ${payment.body}`);
          const { orderId } = payment.json() as { orderId: string };
          outcome.stage = 'pay';
          const paid = await request(`${base}/api/payments/test/pay`, {
            method: 'POST',
            token,
            jsonBody: { orderId, cardNumber: GOOD_CARD, expiry: '12/99', cvc: '123' },
          });
          if (paid.status !== 200) throw new Error(`test/pay ${paid.status} ${paid.body}`);
          outcome.stage = 'create';
          const placed = await request(`${base}/api/orders/create`, {
            method: 'POST',
            token,
            jsonBody: { ...SHIPPING, ...paid.json<Record<string, unknown>>() },
          });
          outcome.status = placed.status;
          outcome.stage = 'answered';
          outcome.acked = placed.status === 200 || placed.status === 201;
          if (outcome.acked && !killed && ++acked >= killAt) {
            killed = true;
            server.kill('SIGKILL');
            const at = (stage: Outcome['stage']) => outcomes.filter((o) => o.stage === stage).length;
            check.note(
              `at the kill: ${at('create')} orders/create, ${at('pay')} test/pay and ${at('payment')} payments/order requests unanswered`,
            );
            resolve();
          }
        } catch (error) {
          outcome.status = 'error';
          if (!killed) check.note(`before the kill: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      void Promise.allSettled(outcomes.map(run)).then(() => resolve());
    });
    await killedAt;
    check.expect(killed, `server SIGKILLed after ${acked} acknowledged orders`);
    await server.exit;
    // Let the requests still in the air fail against the dead socket.
    await new Promise((resolve) => setTimeout(resolve, 300));

    await server.start();
    check.expect(true, 'server restarted and healthy on the same database');

    const orders = await db.query<{ user_id: number; provider_order_id: string; id: number }>(
      'select id, user_id, provider_order_id from orders where user_id = any($1)',
      [shoppers.map((s) => s.id)],
    );
    const lines = await db.query<{ order_id: number; product_id: number; quantity: number }>(
      'select order_id, product_id, quantity from order_lines where order_id = any($1)',
      [orders.rows.map((o) => o.id)],
    );
    const cartNow = await db.query<{ user_id: number; product_id: number; quantity: number }>(
      'select user_id, product_id, quantity from cart_items where user_id = any($1)',
      [shoppers.map((s) => s.id)],
    );
    const orderOf = new Map(orders.rows.map((o) => [o.user_id, o]));
    const linesOf = (orderId: number) => lines.rows.filter((l) => l.order_id === orderId);
    const cartOf = (userId: number) => cartNow.rows.filter((l) => l.user_id === userId);

    let ackedPresent = 0;
    let unackedComplete = 0;
    let unackedAbsent = 0;
    const problems: string[] = [];
    for (const outcome of outcomes) {
      const wanted = carts.get(outcome.shopper.id)!;
      const order = orderOf.get(outcome.shopper.id);
      const cart = cartOf(outcome.shopper.id);
      const sameLines = (rows: { product_id: number; quantity: number }[]) =>
        rows.length === wanted.size && rows.every((row) => wanted.get(row.product_id) === row.quantity);
      if (order) {
        const complete = sameLines(linesOf(order.id)) && cart.length === 0;
        if (!complete) problems.push(`shopper ${outcome.shopper.id}: order ${order.id} incomplete or cart not emptied`);
        if (outcome.acked) ackedPresent += 1;
        else if (complete) unackedComplete += 1;
      } else {
        if (outcome.acked) problems.push(`shopper ${outcome.shopper.id}: acknowledged order missing`);
        else if (sameLines(cart)) unackedAbsent += 1;
        else
          problems.push(
            `shopper ${outcome.shopper.id}: no order but cart half-emptied (${cart.length}/${wanted.size} lines)`,
          );
      }
    }
    const ackedTotal = outcomes.filter((o) => o.acked).length;
    check.expect(
      ackedPresent === ackedTotal,
      `acknowledged orders present and complete: ${ackedPresent}/${ackedTotal}`,
    );
    check.expect(
      ackedPresent + unackedComplete + unackedAbsent === SHOPPERS,
      `unacknowledged: ${unackedComplete} complete (committed, answer lost), ${unackedAbsent} absent with the cart intact`,
    );
    check.expect(
      problems.length === 0,
      `half-done orders or carts: ${problems.length}${problems.length ? ` (${problems.slice(0, 3).join('; ')})` : ''}`,
    );

    const stock = await db.query<{ id: number; count_in_stock: number }>(
      'select id, count_in_stock from products where id = any($1)',
      [productIds],
    );
    let stockRight = 0;
    for (const row of stock.rows) {
      const ordered = lines.rows.filter((l) => l.product_id === row.id).reduce((sum, l) => sum + l.quantity, 0);
      if (row.count_in_stock === INITIAL_STOCK - ordered) stockRight += 1;
      else problems.push(`product ${row.id}: stock ${row.count_in_stock}, expected ${INITIAL_STOCK - ordered}`);
    }
    check.expect(
      stockRight === productIds.length,
      `stock = initial − ordered for ${stockRight}/${productIds.length} products`,
    );

    // The shoppers cut off can finish: their paid proof still places the order (or finds the one that committed).
    const retry = outcomes.find((o) => !o.acked && !orderOf.has(o.shopper.id));
    if (retry) {
      const again = await request(`${server.url}/api/payments/order`, {
        method: 'POST',
        token: retry.shopper.token,
        jsonBody: {},
      });
      check.expect(
        again.status === 201,
        `a cut-off shopper can start a new checkout after the restart (${again.status})`,
      );
    }
  } catch (error) {
    check.fail(error);
  } finally {
    await db.end();
    await check.finish([server]);
  }
  return check.result();
}
