import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder, SHIPPING } from '#src/test/checkout';
import { DELIVERY_TEST_LIMITS, zoneWithDailySlot } from '#src/test/delivery';
import { createProduct, variantsOf } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { setOrderStatus } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { smtpStandInForFile, type CapturedMail } from '#src/test/smtp';
import { testAppForFile } from '#src/test/test-app';

/**
 * Order e-mails in the shopper's language (issue 33, docs/decisions/066): an account that chose Hindi gets its order
 * mails in Hindi — whoever moved the order and in whatever language they asked — with money grouped the Indian way
 * and the slot's day in Hindi; an English account's mails stay English. The back-in-stock mail follows the account too.
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
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
const priya = signedInUserForFile(t, { name: 'Priya' });
const ravi = signedInUserForFile(t, { name: 'Ravi' });
const DEVANAGARI = /[\u0900-\u097F]/;

const shop = beforeAllValue(async () => {
  const rice = await createProduct(t.db, { name: 'Basmati Rice', price: 550 }, [
    { label: '5 kg', price: 550, countInStock: 50 },
  ]);
  return { rice, variants: await variantsOf(t.db, rice.id) };
});

const mailTo = (user: TestUser, subject: string): Promise<CapturedMail> =>
  smtp.waitFor(user.email, (mail) => mail.subject === subject);

async function chooseLanguage(user: TestUser, language: string) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/user/language',
    headers: user.headers,
    payload: { language },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Two packs of 5 kg (Rs 1,100) in the zone's slot, placed from an English page (no cookie). */
async function buy(user: TestUser, zone: { pincode: string; slotId: string }): Promise<number> {
  await addLine(t, user, shop.rice.id, 2, { variantId: shop.variants[0]!.id });
  const proof = await payForCart(t, user, { shipping: { ...SHIPPING, pincode: zone.pincode }, slotId: zone.slotId });
  const response = await placeOrder(t, user, orderPayload(user, proof, { pincode: zone.pincode }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('order e-mails in the account’s language', () => {
  const zone = beforeAllValue(() => zoneWithDailySlot(t, admin, { name: 'Pune', prefixes: ['411'], fee: 35 }, 10));
  /** The slot's day as Hindi writes it ("शुक्र, 27 नव॰"), by Intl here rather than by the code under test. */
  const hindiDay = () =>
    new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${zone.slotId.split('@')[1]}T00:00:00Z`),
    );

  it('a Hindi shopper’s placed and confirmed mails are in Hindi, with Rs 1,100 and the slot’s day in Hindi', async () => {
    await chooseLanguage(priya, 'hi');
    const id = await buy(priya, zone);

    const placed = await mailTo(priya, `आपका Green Basket ऑर्डर #${id} मिल गया है`);
    expect(placed.text).toContain('नमस्ते Asha Rao,');
    expect(placed.text).toContain(`ऑर्डर #${id} के लिए धन्यवाद।`);
    expect(placed.text).toContain('- Basmati Rice (5 kg) × 2: Rs 550 प्रति नग, Rs 1,100');
    expect(placed.text).toContain('सबटोटल: Rs 1,100\nडिलीवरी: Rs 35\nकुल: Rs 1,135');
    expect(placed.text).toContain(`डिलीवरी: ${hindiDay()}`);
    expect(placed.text).toContain('डिलीवरी का पता:');
    expect(placed.text).toContain('अपना ऑर्डर और उसकी स्थिति यहाँ देखें:');
    expect(placed.html).toContain('<html lang="hi">');
    expect(placed.html).toContain('आपने क्या ऑर्डर किया');

    // Staff confirm it from the back office (English): the shopper's mail is still in Hindi.
    expect((await setOrderStatus(t, staff, id, { status: 'confirmed' })).statusCode).toBe(200);
    const confirmed = await mailTo(priya, `आपका Green Basket ऑर्डर #${id} कन्फ़र्म हो गया है`);
    expect(confirmed.text).toContain(`हमने आपका ऑर्डर #${id} कन्फ़र्म कर दिया है`);
    expect(confirmed.text).toContain('ऑर्डर का कुल: Rs 1,135');
    expect(confirmed.text).toContain('डिलीवरी फ़ीस: Rs 35');
  });

  it('an English shopper’s mails stay English, even when the order is moved from a Hindi page', async () => {
    await chooseLanguage(ravi, 'en');
    const id = await buy(ravi, zone);
    const placed = await mailTo(ravi, `Your Green Basket order #${id} is placed`);
    expect(placed.text).toContain('Subtotal: Rs 1,100\nDelivery: Rs 35\nTotal: Rs 1,135');
    expect(placed.text).not.toMatch(DEVANAGARI);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: { ...ravi.headers, cookie: 'lang=hi' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await mailTo(ravi, `Your Green Basket order #${id} is cancelled`);
    expect(cancelled.text).toContain('We are refunding Rs 1,135');
    expect(cancelled.text).not.toMatch(DEVANAGARI);
  });
});

describe('the back-in-stock mail in the account’s language', () => {
  it('a Hindi shopper waiting for a sold-out pack is told in Hindi when the back office restocks it', async () => {
    const meena = await signedInUser(t, { name: 'Meena' });
    await chooseLanguage(meena, 'hi');
    const product = await createProduct(t.db, { name: 'Alphonso Mango Pulp', price: 120, countInStock: 0 });
    const [pack] = await t.db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/stock-requests',
      headers: meena.headers,
      payload: { variantId: pack!.id },
    });
    expect(ask.statusCode, ask.body).toBe(201);
    const restock = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/stock/${pack!.id}`,
      headers: admin.headers,
      payload: { countInStock: 12 },
    });
    expect(restock.statusCode, restock.body).toBe(200);
    const mail = await mailTo(meena, 'Green Basket पर फिर से स्टॉक में: Alphonso Mango Pulp');
    expect(mail.text).toContain('नमस्ते Meena,');
    expect(mail.text).toContain('Alphonso Mango Pulp फिर से स्टॉक में है।');
    expect(mail.text).toContain(`दुकान में देखें:\nhttps://shop.example/product/${product.id}`);
  });
});
