import { percentOf } from '#src/shared/constants';
import type { TGstRate, TGstRateCreate, TGstRateList } from '#src/contracts/gst';
import type { Database } from '#src/db/client';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { ADMIN_GST_TEXT } from '#src/shared/texts/gst';
import * as repo from './gst-rates.repository';

// The GST rates (issue 30 §2, docs/decisions/053): data the grocer changes in the back office, audited. A rate's
// value is what products point at, so a rate is renamed or removed, never re-valued; one in use stays.

const M = ADMIN_GST_TEXT.rates;

export async function listGstRates(db: Database): Promise<TGstRateList> {
  return { rates: await repo.listRates(db) };
}

/** A product's rate must be one of the shop's (share-locked until the product's write commits); 400 otherwise. */
export async function checkGstRate(tx: Database, rateBps: number): Promise<number> {
  if (!(await repo.shareRate(tx, rateBps))) throw badRequest(ADMIN_GST_TEXT.validation.rateUnknown(percentOf(rateBps)));
  return rateBps;
}

export async function createGstRate(db: Database, who: AuditActor, input: TGstRateCreate): Promise<TGstRate> {
  return auditedWrite(db, who, async (tx, audit) => {
    const row = await repo.insertRate(tx, input);
    if (!row) throw conflict(M.taken(percentOf(input.rateBps)));
    await audit({ action: 'gst-rate.create', entity: 'gst-rate', entityId: row.rateBps, after: row });
    return { ...row, products: 0 };
  });
}

export async function renameGstRate(db: Database, who: AuditActor, rateBps: number, label: string): Promise<TGstRate> {
  return auditedWrite(db, who, async (tx, audit) => {
    const before = await repo.lockRate(tx, rateBps);
    if (!before) throw notFound(M.notFound);
    const row = await repo.renameRate(tx, rateBps, label);
    await audit({ action: 'gst-rate.update', entity: 'gst-rate', entityId: rateBps, before, after: row });
    return { ...row, products: await repo.productsWithRate(tx, rateBps) };
  });
}

export async function removeGstRate(db: Database, who: AuditActor, rateBps: number): Promise<void> {
  await auditedWrite(db, who, async (tx, audit) => {
    const before = await repo.lockRate(tx, rateBps);
    if (!before) throw notFound(M.notFound);
    const used = await repo.productsWithRate(tx, rateBps);
    if (used > 0) throw conflict(M.inUse(before.label, used));
    await repo.deleteRate(tx, rateBps);
    await audit({ action: 'gst-rate.delete', entity: 'gst-rate', entityId: rateBps, before });
  });
}
