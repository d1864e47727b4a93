import { shopToday } from '#src/shared/delivery-slot';
import { FINANCIAL_YEAR_START_MONTH, TAX_DOCUMENT_PREFIX, TAX_DOCUMENT_SEQ_DIGITS } from '#src/shared/constants';

/** The shop's clock for a document: its time zone (SHOP_TIME_ZONE) and, in tests, the instant. */
export type DocumentClock = { timeZone: string; now?: Date };

/**
 * The Indian financial year (April–March) of `now` in the shop's time zone: `2026-27` from 1 April 2026 00:00 to
 * 31 March 2027 23:59:59 shop time.
 */
export function financialYearOf(clock: DocumentClock): string {
  const day = shopToday(clock.timeZone, clock.now ?? new Date());
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= FINANCIAL_YEAR_START_MONTH ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export type TaxDocumentKind = keyof typeof TAX_DOCUMENT_PREFIX;

/** `INV/2026-27/000123`. */
export const documentNumber = (kind: TaxDocumentKind, financialYear: string, seq: number) =>
  `${TAX_DOCUMENT_PREFIX[kind]}/${financialYear}/${String(seq).padStart(TAX_DOCUMENT_SEQ_DIGITS, '0')}`;
