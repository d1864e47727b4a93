import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { storeSettings } from '../schema/index';

/**
 * The demo shop's legal details (issue 30 §1–2): a state, so orders are split CGST + SGST or IGST, and a GSTIN and
 * FSSAI number on its invoices, footer and seller page. Every value is visibly a sample: the GSTIN is the usual
 * made-up one (Maharashtra's code, a PAN of A's and 0's), the e-mail is example.com's.
 */
export const DEMO_STORE_DETAILS = {
  legalName: 'Kirana Demo Stores Private Limited (sample)',
  address: '12 Sample Market Road, Dadar West',
  city: 'Mumbai',
  pincode: '400028',
  state: '27',
  gstin: '27AAAAA0000A1Z5',
  fssai: '10000000000000',
  grievanceName: 'Grievance Officer (sample)',
  grievanceEmail: 'grievance@example.com',
  grievancePhone: '+91 22 0000 0000',
} as const;

/**
 * The demo shop's first start, once the server has written the settings row from the configuration (SHOP_NAME and
 * friends, decision 052): its legal details added, unless the grocer has saved the settings or given a GSTIN.
 * Only after the demo catalogue was seeded on this start, so a shop of its own never gets the samples.
 */
export async function seedDemoStoreDetails(db: Database): Promise<void> {
  await db
    .update(storeSettings)
    .set(DEMO_STORE_DETAILS)
    .where(and(eq(storeSettings.id, 1), isNull(storeSettings.updatedAt), eq(storeSettings.gstin, '')));
}
