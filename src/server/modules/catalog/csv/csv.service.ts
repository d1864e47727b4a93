import { afterStockWrite } from '../stock-written';
import { isUniqueViolation } from '#src/server/lib/database-errors';
import type { TImportCounts, TImportReport } from '#src/contracts/admin-taxonomy';
import type { Database } from '#src/db/client';
import { AppError } from '#src/server/lib/app-error';
import { CSV_IMPORT_MAX_ERRORS } from '#src/shared/constants';
import { ADMIN_TAXONOMY_TEXT } from '#src/shared/texts/admin-taxonomy';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { readFile, type FileRows } from './csv.parse';
import { planImport, type Plan } from './csv.plan';
import { RowErrors } from './csv.rows';
import { writePlan } from './csv.write';

export { exportProductsCsv } from './csv.export';

const T = ADMIN_TAXONOMY_TEXT.csv;

// The import reads the file (csv.parse), checks it against the catalogue and plans the writes (csv.plan), then
// writes the plan (csv.write); this file runs the three and answers the report.
function reportOf(dryRun: boolean, imported: boolean, counts: TImportCounts, errors: RowErrors): TImportReport {
  const sorted = [...errors.list].sort((a, b) => a.row - b.row);
  return {
    dryRun,
    imported,
    counts,
    errors: sorted.slice(0, CSV_IMPORT_MAX_ERRORS),
    errorCount: errors.count,
  };
}

/**
 * The import (docs/decisions/022). A dry run reads and checks every row and answers what would change; the real
 * run checks again inside its transaction (with the products it updates locked) and writes all or nothing, with
 * one audit entry holding the counts and the touched product ids.
 */
export async function importProductsCsv(
  db: Database,
  who: AuditActor,
  file: Buffer,
  dryRun: boolean,
): Promise<TImportReport> {
  const errors = new RowErrors();
  const rows = readFile(file, errors);
  if (dryRun) {
    const plan = await planImport(db, rows, errors, false);
    return reportOf(true, false, plan.counts, errors);
  }
  if (errors.count > 0) throw rejected(errors, await planImport(db, rows, errors, false));
  try {
    // An import that restocks a pack may have written its waiting shoppers' mails (decision 062).
    return await afterStockWrite(db, writeImport(db, who, rows, errors));
  } catch (error) {
    // A SKU of the file taken by another writer between our check and our insert (the unique index refuses it).
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', T.skuTakenMeanwhile);
    throw error;
  }
}

async function writeImport(db: Database, who: AuditActor, rows: FileRows, errors: RowErrors) {
  return auditedWrite(db, who, async (tx, audit) => {
    const plan = await planImport(tx, rows, errors, true);
    if (errors.count > 0) throw rejected(errors, plan);
    const touched = await writePlan(tx, plan);
    await audit({
      action: 'product.import',
      entity: 'product',
      entityId: 'csv',
      after: { counts: plan.counts, productIds: touched },
    });
    return reportOf(false, true, plan.counts, errors);
  });
}

function rejected(errors: RowErrors, plan: Plan): AppError {
  return new AppError('BAD_REQUEST', T.rejected(errors.count), reportOf(false, false, plan.counts, errors));
}
