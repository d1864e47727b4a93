import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, deliveryZones } from '#src/db/schema/index';
import { createServer, serverOptions } from '#src/server/app';
import { loadConfig } from '#src/server/config';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { createProduct, variantsOf } from '#src/test/factories';
import { signedInUserForFile } from '#src/test/shop';
import { smtpStandInForFile } from '#src/test/smtp';
import { multipart } from '#src/test/uploads';
import { pendingImageNames } from '#src/server/modules/media/index';
import { testAppForFile } from '#src/test/test-app';

/**
 * The store settings (issue 30 §1, docs/decisions/052): the first start writes them from SHOP_NAME and friends, the
 * back office (permission `settings`) reads and replaces them, audited, and the public read, the e-mails and the
 * free-delivery promise (from the delivery zones) follow on the next request.
 */
const smtp = smtpStandInForFile();
const FIRST_START = {
  SHOP_NAME: 'Sharma Stores',
  SHOP_PHONE: '+91 80 4000 1234',
  SHOP_EMAIL: 'help@sharma.example',
  SHOP_HOURS: 'Every day, 8:00 - 22:00',
};
const t = testAppForFile(() => ({
  template: 'empty',
  env: { ...FIRST_START, SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'test' },
}));
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const shopper = signedInUserForFile(t, { name: 'Asha' });

type Settings = Record<string, unknown> & { grievance: Record<string, string>; policies: Record<string, string> };

const FILLED = {
  name: 'Sharma Stores',
  legalName: 'Sharma Retail Private Limited',
  address: '12 MG Road\nShanthala Nagar',
  city: 'Bengaluru',
  pincode: '560001',
  state: '29',
  phone: '+91 80 4000 1234',
  email: 'help@sharma.example',
  hours: 'Every day, 8:00 - 22:00',
  logo: null,
  gstin: '29ABCDE1234F1Z5',
  fssai: '11223344556677',
  grievance: { name: 'Ravi Kumar', email: 'grievance@sharma.example', phone: '+91 80 4000 9999' },
  policies: {
    returns: 'Unopened packs may be returned within 7 days.',
    refunds: 'Refunds reach the original payment method within 5 working days.',
    cancellation: 'Orders may be cancelled until they are packed.',
  },
};

const getSettings = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin/settings', headers });
const putSettings = (headers: Record<string, string>, body: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload: body });
const publicShop = async () => (await t.app.inject({ method: 'GET', url: '/api/settings/shop' })).json<Settings>();
const settingsAudit = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.action, 'settings.update')));

describe('who may read and change the settings', () => {
  it('refuses guests (401), shoppers and staff (403); admins read the first start’s values', async () => {
    for (const call of [getSettings({}), putSettings({}, FILLED)]) expect((await call).statusCode).toBe(401);
    for (const user of [shopper, staff]) {
      expect((await getSettings(user.headers)).statusCode).toBe(403);
      expect((await putSettings(user.headers, FILLED)).statusCode).toBe(403);
    }
    const answer = await getSettings(admin.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      name: 'Sharma Stores',
      phone: '+91 80 4000 1234',
      email: 'help@sharma.example',
      hours: 'Every day, 8:00 - 22:00',
      gstin: '',
      updatedAt: null,
    });
    expect(await settingsAudit()).toHaveLength(0);
  });
});

describe('saving', () => {
  it('stores every field, answers them, audits the change once, and the public read shows it at once', async () => {
    expect((await publicShop()).legalName).toBe('');
    const answer = await putSettings(admin.headers, { ...FILLED, gstin: ' 29abcde1234f1z5 ' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ ...FILLED, updatedAt: expect.any(String) });

    const [row, ...more] = await settingsAudit();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ actorEmail: admin.email, entityId: '1' });
    expect(row!.before).toMatchObject({ legalName: '', gstin: '' });
    expect(row!.after).toMatchObject({ legalName: FILLED.legalName, gstin: FILLED.gstin, grievance: FILLED.grievance });

    const shop = await publicShop();
    expect(shop).toMatchObject({
      legalName: FILLED.legalName,
      address: FILLED.address,
      state: '29',
      gstin: FILLED.gstin,
      fssai: FILLED.fssai,
      grievance: FILLED.grievance,
    });
    // The policies are read one at a time, by their own pages.
    expect(shop).not.toHaveProperty('policies');
    const policy = await t.app.inject({ method: 'GET', url: '/api/settings/policies/refunds' });
    expect(policy.json()).toEqual({ kind: 'refunds', text: FILLED.policies.refunds });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/policies/privacy' })).statusCode).toBe(400);

    // Saved again unchanged: no second audit row.
    expect((await putSettings(admin.headers, FILLED)).statusCode).toBe(200);
    expect(await settingsAudit()).toHaveLength(1);
  });

  it.each([
    ['gstin', { gstin: '29ABCDE1234F1Z' }, 'gstin: must be a GSTIN of 15 characters such as 29ABCDE1234F1Z5'],
    ['gstin', { gstin: '99ABCDE1234F1Z5' }, 'gstin: must start with the code of a state or union territory (01 to 38)'],
    ['fssai', { fssai: '1122334455667' }, 'fssai: must be the 14 digits of the FSSAI licence'],
    ['fssai', { fssai: '1122334455667A' }, 'fssai: must be the 14 digits of the FSSAI licence'],
    ['email', { email: 'help-at-sharma' }, 'email: must be an e-mail address such as shop@example.com'],
    [
      'grievance e-mail',
      { grievance: { ...FILLED.grievance, email: 'ravi@' } },
      'grievance.email: must be an e-mail address such as shop@example.com',
    ],
    ['state', { state: '99' }, 'state: must be one of the states and union territories of India'],
    ['pincode', { pincode: '56001' }, 'pincode: must be a 6-digit pincode'],
    ['name', { name: '  ' }, 'name: is required'],
  ])('refuses a bad %s with a message naming the field, and changes nothing', async (_what, change, message) => {
    const before = (await getSettings(admin.headers)).json();
    const answer = await putSettings(admin.headers, { ...FILLED, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: true, message, code: 'VALIDATION' });
    expect((await getSettings(admin.headers)).json()).toEqual(before);
  });
});

describe('the logo', () => {
  it('is an image the admin uploaded through the back office; saving keeps it; any other name is refused', async () => {
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipart([{ filename: 'logo.png', type: 'image/png', data: png }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...admin.headers, 'content-type': contentType },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const logo = upload.json<{ images: string[] }>().images[0]!;

    const refused = await putSettings(admin.headers, { ...FILLED, logo: 'never-uploaded.webp' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'logo: Image never-uploaded.webp was not uploaded through the back office: upload it again',
    );

    const saved = await putSettings(admin.headers, { ...FILLED, logo });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicShop()).logo).toBe(logo);
    // Claimed: no longer a pending upload that the hourly sweep would delete.
    expect(await pendingImageNames(t.db, admin.id)).not.toContain(logo);
    // Saved again with the same logo: nothing to claim, no refusal.
    expect((await putSettings(admin.headers, { ...FILLED, logo, hours: 'Daily, 9:00 - 21:00' })).statusCode).toBe(200);
    expect((await putSettings(admin.headers, FILLED)).statusCode).toBe(200);
  });
});

describe('the free-delivery promise comes from the delivery zones', () => {
  it('is 0 while every zone is free, the highest threshold once zones charge, null when one never waives', async () => {
    expect((await publicShop()).freeDeliveryFrom).toBe(0);
    const [zone] = await t.db
      .insert(deliveryZones)
      .values({ name: 'City', codes: ['560001'], fee: 40, freeFrom: 499 })
      .returning();
    expect((await publicShop()).freeDeliveryFrom).toBe(499);
    const [far] = await t.db
      .insert(deliveryZones)
      .values({ name: 'Far', prefixes: ['57'], fee: 60, freeFrom: 999 })
      .returning();
    expect((await publicShop()).freeDeliveryFrom).toBe(999);
    await t.db.update(deliveryZones).set({ freeFrom: null }).where(eq(deliveryZones.id, far!.id));
    expect((await publicShop()).freeDeliveryFrom).toBeNull();
    await t.db.update(deliveryZones).set({ active: false }).where(eq(deliveryZones.id, far!.id));
    expect((await publicShop()).freeDeliveryFrom).toBe(499);
    await t.db.delete(deliveryZones).where(eq(deliveryZones.id, far!.id));
    await t.db.delete(deliveryZones).where(eq(deliveryZones.id, zone!.id));
    expect((await publicShop()).freeDeliveryFrom).toBe(0);
  });
});

describe('order e-mails', () => {
  it('carry the settings as they are when the mail is sent: a change shows in the next order’s mail', async () => {
    const rice = await createProduct(t.db, { name: 'Basmati Rice', price: 120 }, [
      { label: '1 kg', price: 120, countInStock: 20 },
    ]);
    const [variant] = await variantsOf(t.db, rice.id);
    const buy = async () => {
      await addLine(t, shopper, rice.id, 1, { variantId: variant!.id });
      const proof = await payForCart(t, shopper);
      const placed = await placeOrder(t, shopper, orderPayload(shopper, proof));
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json<{ id: number }>().id;
    };
    expect((await putSettings(admin.headers, FILLED)).statusCode).toBe(200);
    const first = await buy();
    const mail = await smtp.waitFor(shopper.email, (m) => m.subject === `Your Sharma Stores order #${first} is placed`);
    expect(mail.text).toContain(
      'Sharma Retail Private Limited, 12 MG Road, Shanthala Nagar, Bengaluru 560001, Karnataka',
    );
    expect(mail.text).toContain('+91 80 4000 1234');
    expect(mail.html).toContain('help@sharma.example');

    const renamed = {
      ...FILLED,
      name: 'Sharma Fresh',
      phone: '+91 80 4000 5678',
      email: 'orders@sharma.example',
    };
    expect((await putSettings(admin.headers, renamed)).statusCode).toBe(200);
    const second = await buy();
    const next = await smtp.waitFor(shopper.email, (m) => m.subject === `Your Sharma Fresh order #${second} is placed`);
    expect(next.text).toContain('+91 80 4000 5678');
    expect(next.text).toContain('— Sharma Fresh');
    expect(next.html).toContain('orders@sharma.example');
    expect(next.html).not.toContain('help@sharma.example');
  });
});

describe('first start', () => {
  it('only the first start writes the settings: a later start with other values leaves what the grocer saved', async () => {
    const before = (await getSettings(admin.headers)).json<Settings>();
    expect(before.updatedAt).not.toBeNull();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.config.DATA_DIR,
      JWT_SECRET: t.config.JWT_SECRET,
      SHOP_NAME: 'Another Name',
      SHOP_PHONE: '+91 22 5555 0000',
      SHOP_HOURS: 'Never',
    });
    const restarted = await createServer({ config, database: t.database }, serverOptions(config));
    try {
      const shop = (await restarted.inject({ method: 'GET', url: '/api/settings/shop' })).json<Settings>();
      expect(shop).toMatchObject({ name: before.name, phone: before.phone, hours: before.hours });
    } finally {
      await restarted.close();
    }
  });
});
