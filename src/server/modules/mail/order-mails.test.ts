import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder, SHIPPING } from '#src/test/checkout';
import { DELIVERY_TEST_LIMITS, zoneWithDailySlot } from '#src/test/delivery';
import { createProduct, variantsOf } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { setOrderStatus } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { smtpStandInForFile, type CapturedMail } from '#src/test/smtp';
import { testAppForFile } from '#src/test/test-app';
import { outboxDispatcherOf } from './mail.service';
import { renderOrderMail } from './order-mails';

/**
 * The order e-mails (issue 15, docs/decisions/025) as the shopper receives them through a real SMTP server: placed,
 * confirmed, out for delivery, delivered, cancelled; packed sends none. The shop's name and address come from the
 * configuration; what the shopper typed (name, address) and product words reach the HTML escaped.
 */
const smtp = smtpStandInForFile();
const t = testAppForFile(() => ({
  template: 'empty',
  env: {
    SMTP_URL: smtp.url,
    SHOP_NAME: 'Green Basket',
    PUBLIC_URL: 'https://shop.example',
    PAYMENT_PROVIDER: 'test',
    RATE_LIMITS: DELIVERY_TEST_LIMITS,
  },
}));
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

/** Typed at checkout: markup, quotes and an ampersand, which the HTML must show as text. */
const NAME = `<b>Asha & "Rao"</b>`;
const ADDRESS = `12 MG Road, <script>alert('x')</script>`;
/** The rest of the address as typed at checkout (docs/decisions/026): every part reaches the mail, escaped. */
const TYPED = {
  addressLine1: ADDRESS,
  addressLine2: `Flat 4B, "Green" Apts`,
  city: 'Bengaluru',
  // The state is one of India's, checked against the pincode (docs/decisions/053): no markup can reach it.
  state: 'Karnataka',
  country: 'India & Co',
};
/** The address as the mails' text lists it, after the name: both lines, the place with the pincode, the country. */
const ADDRESS_TEXT = [ADDRESS, TYPED.addressLine2, `Bengaluru, ${TYPED.state} 560038`, TYPED.country].join('\n');
/** The same in the HTML: every value escaped. */
const ADDRESS_HTML = [
  '12 MG Road, &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;',
  'Flat 4B, &quot;Green&quot; Apts',
  'Bengaluru, Karnataka 560038',
  'India &amp; Co',
].join('<br>');

const mailRowsOf = (orderId: number) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.id));

/** The sends the API's answers kicked are over. */
const settled = () => outboxDispatcherOf(t.db)!.idle();

const mailTo = (user: TestUser, subject: string): Promise<CapturedMail> =>
  smtp.waitFor(user.email, (mail) => mail.subject === subject);

const shop = beforeAllValue(async () => {
  const rice = await createProduct(t.db, { name: 'Basmati Rice', price: 120 }, [
    { label: '1 kg', price: 120, countInStock: 20 },
    { label: '5 kg', price: 550, countInStock: 20 },
  ]);
  const mix = await createProduct(t.db, { name: 'Dal & Rice <Mix>', price: 99 }, [
    { label: `500 g "family"`, price: 99, countInStock: 20 },
  ]);
  return { rice, mix, riceVariants: await variantsOf(t.db, rice.id), mixVariants: await variantsOf(t.db, mix.id) };
});

/** Buys 2 × Basmati Rice 5 kg and 1 × the mix through the API: Rs 1,199. */
async function buy(user: TestUser): Promise<number> {
  await addLine(t, user, shop.rice.id, 2, { variantId: shop.riceVariants[1]!.id });
  await addLine(t, user, shop.mix.id, 1, { variantId: shop.mixVariants[0]!.id });
  const proof = await payForCart(t, user);
  const response = await placeOrder(t, user, orderPayload(user, proof, { name: NAME, ...TYPED }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('order placed', () => {
  const asha = signedInUserForFile(t, { name: 'Asha' });

  it('lines with variant labels, quantities, prices, subtotal, total and the address; escaped in the HTML', async () => {
    const id = await buy(asha);
    const mail = await mailTo(asha, `Your Green Basket order #${id} is placed`);

    expect(mail.text).toContain(`Hello ${NAME},`);
    expect(mail.text).toContain(`Thank you for your order #${id}.`);
    expect(mail.text).toContain('- Basmati Rice (5 kg) × 2: Rs 550 each, Rs 1,100');
    expect(mail.text).toContain('- Dal & Rice <Mix> (500 g "family") × 1: Rs 99 each, Rs 99');
    expect(mail.text).toContain('Subtotal: Rs 1,199\nDelivery: Free\nTotal: Rs 1,199');
    expect(mail.text).toContain(`Delivery address:\n${NAME}\n${ADDRESS_TEXT}\nPhone: 9876543210`);
    expect(mail.text).toContain(`https://shop.example/orders/${id}`);
    expect(mail.text).toContain('— Green Basket');

    expect(mail.html).toContain('Green Basket');
    expect(mail.html).toContain('Hello &lt;b&gt;Asha &amp; &quot;Rao&quot;&lt;/b&gt;,');
    expect(mail.html).toContain(`&lt;/b&gt;<br>${ADDRESS_HTML}<br>Phone: 9876543210`);
    expect(mail.html).toContain('Dal &amp; Rice &lt;Mix&gt;');
    expect(mail.html).toContain('500 g &quot;family&quot;');
    expect(mail.html).toContain('5 kg');
    expect(mail.html).toContain('Rs 1,100');
    expect(mail.html).toContain('Rs 1,199');
    expect(mail.html).toContain(`href="https://shop.example/orders/${id}"`);
    for (const raw of ['<b>Asha', '<script>', '<Mix>', '"family"', '<i>KA', '"Green"', 'India & Co'])
      expect(mail.html).not.toContain(raw);

    await settled();
    expect(await mailRowsOf(id)).toMatchObject([
      { kind: 'order.placed', to: asha.email, attempts: 1, lastError: null, nextAttemptAt: null },
    ]);
    expect((await mailRowsOf(id))[0]!.sentAt).toBeInstanceOf(Date);
  });
});

describe('where the mails go (the contact e-mail is typed in the request)', () => {
  const asha = signedInUserForFile(t, { name: 'Asha' });
  const OTHER = 'someone-else@elsewhere.example';
  const SPAM = 'Claim your prize at https://spam.example now! '.repeat(6).slice(0, 300);

  it('to the account’s e-mail, with the shopper’s long address text cut; the typed address receives nothing', async () => {
    await addLine(t, asha, shop.rice.id, 1, { variantId: shop.riceVariants[0]!.id });
    const proof = await payForCart(t, asha);
    const payload = orderPayload(asha, proof, { contactEmail: OTHER, addressLine1: SPAM, city: SPAM.slice(0, 100) });
    const response = await placeOrder(t, asha, payload);
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ id: number }>().id;
    expect((await setOrderStatus(t, staff, id, { status: 'confirmed' })).statusCode).toBe(200);

    const placed = await mailTo(asha, `Your Green Basket order #${id} is placed`);
    await mailTo(asha, `Your Green Basket order #${id} is confirmed`);
    await settled();
    expect(smtp.messages.filter((mail) => mail.to.includes(OTHER))).toEqual([]);
    expect((await mailRowsOf(id)).map((row) => row.to)).toEqual([asha.email, asha.email]);
    // The grocer still has the contact e-mail on the order.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.email).toBe(OTHER);
    // Address lines are cut to 80 characters: the first 79 and an ellipsis, never the whole typed text.
    expect(placed.text).toContain(`${SPAM.slice(0, 79).trim()}…`);
    expect(placed.text).not.toContain(SPAM.slice(0, 81));
    expect(placed.text).not.toContain(SPAM.slice(0, 100));
  });
});

describe('status changes', () => {
  const asha = signedInUserForFile(t, { name: 'Asha' });

  it('confirmed, out for delivery, delivered each e-mail the shopper; packed sends none', async () => {
    const id = await buy(asha);
    await mailTo(asha, `Your Green Basket order #${id} is placed`);
    for (const status of ['confirmed', 'packed', 'out_for_delivery', 'delivered']) {
      const response = await setOrderStatus(t, staff, id, { status });
      expect(response.statusCode, response.body).toBe(200);
    }

    const confirmed = await mailTo(asha, `Your Green Basket order #${id} is confirmed`);
    expect(confirmed.text).toContain(`Hello ${NAME},`);
    expect(confirmed.text).toContain(`we have confirmed your order #${id}`);
    expect(confirmed.text).toContain('Order total: Rs 1,199');
    expect(confirmed.html).toContain('Hello &lt;b&gt;Asha &amp; &quot;Rao&quot;&lt;/b&gt;,');
    expect(confirmed.html).not.toContain('<b>Asha');

    const out = await mailTo(asha, `Your Green Basket order #${id} is out for delivery`);
    expect(out.text).toContain(`Your order #${id} is on its way to you.`);
    expect(out.text).toContain(`It goes to:\n${NAME}\n${ADDRESS_TEXT}\nPhone: 9876543210`);
    expect(out.html).toContain(`&lt;/b&gt;<br>${ADDRESS_HTML}<br>Phone: 9876543210`);
    expect(out.html).not.toContain('<script>');
    expect(out.html).not.toContain('<i>KA');

    const delivered = await mailTo(asha, `Your Green Basket order #${id} is delivered`);
    expect(delivered.text).toContain(`Your order #${id} has been delivered.`);
    expect(delivered.text).toContain(`https://shop.example/orders/${id}`);

    await settled();
    const rows = await mailRowsOf(id);
    expect(rows.map((row) => row.kind)).toEqual([
      'order.placed',
      'order.confirmed',
      'order.out_for_delivery',
      'order.delivered',
    ]);
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
    const subjects = smtp.messages.filter((mail) => mail.subject.includes(`#${id} `)).map((mail) => mail.subject);
    expect(subjects).toHaveLength(4);
    expect(subjects.some((subject) => subject.includes('packed'))).toBe(false);
  });

  it('a refused move (409) writes no mail: it rolled back with the change', async () => {
    const id = await buy(asha);
    await settled();
    const response = await setOrderStatus(t, staff, id, { status: 'delivered' });
    expect(response.statusCode).toBe(409);
    await settled();
    expect((await mailRowsOf(id)).map((row) => row.kind)).toEqual(['order.placed']);
  });
});

describe('cancelled', () => {
  const asha = signedInUserForFile(t, { name: 'Asha' });

  it('by the shopper while pending: the refund amount is the order’s amount', async () => {
    const id = await buy(asha);
    const response = await t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: asha.headers });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await mailTo(asha, `Your Green Basket order #${id} is cancelled`);
    expect(mail.text).toContain(`Your order #${id} has been cancelled.`);
    expect(mail.text).toContain('We are refunding Rs 1,199 to the way you paid');
    expect(mail.html).toContain('We are refunding Rs 1,199 to the way you paid');
    expect(mail.html).toContain('Hello &lt;b&gt;Asha &amp; &quot;Rao&quot;&lt;/b&gt;,');
  });

  it('by staff once packed: one cancelled mail, with the refund', async () => {
    const id = await buy(asha);
    for (const status of ['confirmed', 'packed', 'cancelled']) {
      expect((await setOrderStatus(t, staff, id, { status })).statusCode).toBe(200);
    }
    const mail = await mailTo(asha, `Your Green Basket order #${id} is cancelled`);
    expect(mail.text).toContain('We are refunding Rs 1,199');
    await settled();
    expect((await mailRowsOf(id)).map((row) => row.kind)).toEqual([
      'order.placed',
      'order.confirmed',
      'order.cancelled',
    ]);
  });
});

describe('a row queued before the address parts were kept', () => {
  it('shows the joined address and the pincode, as the order has them', () => {
    const mail = renderOrderMail(
      'order.out_for_delivery',
      'asha@example.com',
      { orderId: 7, name: 'Asha', address: '12 MG Road, Indiranagar', pincode: '560038', phoneNumber: '98', amount: 5 },
      { name: 'Green Basket' },
    );
    expect(mail.text).toContain('It goes to:\nAsha\n12 MG Road, Indiranagar\n560038\nPhone: 98');
  });
});

describe('delivery slot and fee (docs/decisions/031)', () => {
  const asha = signedInUserForFile(t, { name: 'Asha' });
  const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
  const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  /** "Thu 26 Nov, 23:00–23:59" for the slot's day, written out here rather than by the code under test. */
  const labelOf = (slotId: string) => {
    const day = new Date(`${slotId.split('@')[1]}T00:00:00Z`);
    return `${DAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}, 23:00–23:59`;
  };

  it('every mail of the order shows the slot, and the fee when there is one; the refund includes the fee', async () => {
    const zone = await zoneWithDailySlot(t, admin, { name: 'Kochi', prefixes: ['682'], fee: 35 }, 4);
    await addLine(t, asha, shop.rice.id, 1, { variantId: shop.riceVariants[0]!.id });
    const shipping = { ...SHIPPING, pincode: zone.pincode };
    const proof = await payForCart(t, asha, { shipping, slotId: zone.slotId });
    const response = await placeOrder(t, asha, orderPayload(asha, proof, { pincode: zone.pincode }));
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ id: number }>().id;
    const label = labelOf(zone.slotId);

    const placed = await mailTo(asha, `Your Green Basket order #${id} is placed`);
    expect(placed.text).toContain('Subtotal: Rs 120\nDelivery: Rs 35\nTotal: Rs 155');
    expect(placed.text).toContain(`Delivery: ${label}`);
    expect(placed.html).toContain(`Delivery: ${label}`);

    for (const status of ['confirmed', 'packed', 'out_for_delivery']) {
      expect((await setOrderStatus(t, staff, id, { status })).statusCode).toBe(200);
    }
    for (const subject of ['is confirmed', 'is out for delivery']) {
      const mail = await mailTo(asha, `Your Green Basket order #${id} ${subject}`);
      expect(mail.text).toContain(`Delivery: ${label}`);
      expect(mail.text).toContain('Delivery fee: Rs 35');
      expect(mail.html).toContain(`Delivery: ${label}`);
    }

    // Another order, cancelled: the slot goes with it and the refund is the whole amount, fee included.
    await addLine(t, asha, shop.rice.id, 1, { variantId: shop.riceVariants[0]!.id });
    const again = await payForCart(t, asha, { shipping, slotId: zone.slotId });
    const second = await placeOrder(t, asha, orderPayload(asha, again, { pincode: zone.pincode }));
    expect(second.statusCode, second.body).toBe(201);
    const secondId = second.json<{ id: number }>().id;
    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${secondId}/cancel`, headers: asha.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await mailTo(asha, `Your Green Basket order #${secondId} is cancelled`);
    expect(cancelled.text).toContain(`Your delivery slot (${label}) is cancelled too.`);
    expect(cancelled.text).toContain('Delivery fee: Rs 35');
    expect(cancelled.text).toContain('We are refunding Rs 155');
  });

  it('an order without a slot or fee says nothing about them (a fresh shop, as before)', async () => {
    const id = await buy(asha);
    expect((await setOrderStatus(t, staff, id, { status: 'confirmed' })).statusCode).toBe(200);
    const confirmed = await mailTo(asha, `Your Green Basket order #${id} is confirmed`);
    expect(confirmed.text).not.toContain('Delivery');
  });
});
