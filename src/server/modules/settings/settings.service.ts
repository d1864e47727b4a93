import type { TPolicy, TStoreSettings, TStoreSettingsInput } from '#src/contracts/settings';
import type { Database } from '#src/db/client';
import { badRequest } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { claimUploads, pendingImageNames } from '#src/server/modules/media/index';
import { SETTINGS_VALIDATION_TEXT } from '#src/shared/texts/settings';
import { cachedCatalogRead } from '#src/server/modules/catalog/index';
import { freeDeliveryPromise } from '#src/server/modules/delivery/index';
import { DEFAULT_SHOP, type PolicyKind, type ShopSettings } from '#src/shared/shop';
import { shopAddressLines } from '#src/shared/shop-address';
import * as repo from './settings.repository';

/** What the first start writes (SHOP_NAME and friends, decision 052); afterwards only the back office changes it. */
export type FirstStartSettings = Pick<ShopSettings, 'name' | 'phone' | 'email' | 'hours'>;

const EMPTY_POLICIES = { returns: '', refunds: '', cancellation: '' };

/** The row as the back office edits it; the defaults when the row is not there (a read racing the first start). */
function settingsOf(row: repo.SettingsRow | undefined): TStoreSettings {
  if (!row) {
    const { freeDeliveryFrom: _promise, ...shop } = DEFAULT_SHOP;
    return { ...shop, policies: EMPTY_POLICIES, updatedAt: null };
  }
  return {
    name: row.name,
    legalName: row.legalName,
    address: row.address,
    city: row.city,
    pincode: row.pincode,
    state: row.state,
    phone: row.phone,
    email: row.email,
    hours: row.hours,
    logo: row.logo,
    gstin: row.gstin,
    fssai: row.fssai,
    grievance: { name: row.grievanceName, email: row.grievanceEmail, phone: row.grievancePhone },
    policies: { ...EMPTY_POLICIES, ...row.policies },
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

const valuesOf = (input: TStoreSettingsInput): repo.SettingsValues => ({
  name: input.name,
  legalName: input.legalName,
  address: input.address,
  city: input.city,
  pincode: input.pincode,
  state: input.state,
  phone: input.phone,
  email: input.email,
  hours: input.hours,
  logo: input.logo,
  gstin: input.gstin,
  fssai: input.fssai,
  grievanceName: input.grievance.name,
  grievanceEmail: input.grievance.email,
  grievancePhone: input.grievance.phone,
  policies: input.policies,
});

/** At every start: the first one writes the row from the configuration; later ones leave it as the grocer made it. */
export async function seedStoreSettings(db: Database, defaults: FirstStartSettings): Promise<void> {
  await repo.insertSettingsOnce(db, {
    name: defaults.name,
    phone: defaults.phone,
    email: defaults.email,
    hours: defaults.hours,
  });
}

/**
 * What every page, e-mail and slip shows of the shop (the public read): cached with the catalogue, whose version a
 * write to the settings or the delivery zones bumps (migration 0036), so a change shows on the next request.
 */
export async function shopSettings(db: Database): Promise<ShopSettings> {
  return cachedCatalogRead(db, 'settings:shop', async () => {
    const [row, freeDeliveryFrom] = await Promise.all([repo.readSettings(db), freeDeliveryPromise(db)]);
    const { policies: _policies, updatedAt: _updatedAt, ...shop } = settingsOf(row);
    return { ...shop, freeDeliveryFrom };
  });
}

/** One policy's text, cached like the shop's details. */
export async function policy(db: Database, kind: PolicyKind): Promise<TPolicy> {
  return cachedCatalogRead(db, `settings:policy:${kind}`, async () => ({
    kind,
    text: settingsOf(await repo.readSettings(db)).policies[kind],
  }));
}

/** The back office's form: every value, policies included (never cached: it is the editor's own copy). */
export async function adminSettings(db: Database): Promise<TStoreSettings> {
  return settingsOf(await repo.readSettings(db));
}

/**
 * A new logo must be an image the admin uploaded (POST /api/admin/images) and has not saved yet: saving claims it,
 * so the hourly sweep of unsaved uploads keeps its files (decision 018).
 */
async function claimLogo(tx: Database, who: AuditActor, logo: string): Promise<void> {
  const pending = new Set(await pendingImageNames(tx, who.actor.id));
  if (!pending.has(logo)) throw badRequest(SETTINGS_VALIDATION_TEXT.logoNotUploaded(logo));
  await claimUploads(tx, who.actor.id, [logo]);
}

/** Replaces the settings, audited (one row, `settings.update`, unless nothing changed). */
export async function updateSettings(
  db: Database,
  who: AuditActor,
  input: TStoreSettingsInput,
): Promise<TStoreSettings> {
  return auditedWrite(db, who, async (tx, audit) => {
    const before = await repo.lockSettings(tx);
    const { updatedAt: _before, ...was } = settingsOf(before);
    if (input.logo && input.logo !== before?.logo) await claimLogo(tx, who, input.logo);
    const changed = await audit({
      action: 'settings.update',
      entity: 'settings',
      entityId: 1,
      before: was,
      after: input,
    });
    if (!changed && before) return settingsOf(before);
    return settingsOf(await repo.writeSettings(tx, { ...valuesOf(input), updatedAt: new Date() }));
  });
}

/** The shop as a mail names it: its name, the order link's site, and the contact lines under every mail. */
export async function shopForMail(
  db: Database,
  url: string | undefined,
): Promise<{ name: string; url: string | undefined; contact: string[] }> {
  const shop = await shopSettings(db);
  const seller = [shop.legalName || shop.name, ...shopAddressLines(shop)].join(', ');
  return { name: shop.name, url, contact: [seller, shop.phone, shop.email].filter(Boolean) };
}
