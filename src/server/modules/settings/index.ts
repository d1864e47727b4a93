/**
 * The store settings (issue 30 §1, docs/decisions/052): the shop's name, legal name, address and state, contact,
 * hours, logo, GSTIN, FSSAI licence, grievance officer and policies — one row the first start writes from the
 * configuration and the back office edits, audited. Pages read them through `GET /api/settings/shop` (cached with
 * the catalogue); e-mails through `shopSettings`.
 */
import type { FastifyInstance } from 'fastify';
import { seedStoreSettings } from './settings.service';

export { adminSettingsRoutes, settingsRoutes } from './settings.routes';
export { shopForMail, shopSettings, type FirstStartSettings } from './settings.service';
// Read in the caller's transaction, uncached: a tax document's seller snapshot (docs/decisions/054).
export { adminSettings as storeSettingsIn } from './settings.service';

/** At start: the first one writes the settings from SHOP_NAME, SHOP_PHONE, SHOP_EMAIL and SHOP_HOURS. */
export async function seedSettings(app: FastifyInstance): Promise<void> {
  const config = app.config;
  await seedStoreSettings(app.db, {
    name: config.SHOP_NAME,
    phone: config.SHOP_PHONE,
    email: config.SHOP_EMAIL,
    hours: config.SHOP_HOURS,
  });
}
