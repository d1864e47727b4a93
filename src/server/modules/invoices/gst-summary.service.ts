import { type Readable } from 'node:stream';
import type { Database } from '#src/db/client';
import { csvStream, escapeCell } from '#src/server/lib/csv-cell';
import { indianState } from '#src/shared/indian-states';
import { monthSums } from './gst-summary.repository';

/**
 * The monthly GST summary CSV (issue 30 §2, docs/decisions/053): what a grocer's accountant files for B2C sales —
 * taxable value and tax by rate, by place of supply and rate (GSTR-1's B2C summary), and the HSN summary — from the
 * month's tax invoices and credit notes (negative), issued in the shop's time zone. Rupees with paise.
 */
export const GST_SUMMARY_COLUMNS = [
  'section',
  'rate_percent',
  'place_of_supply',
  'hsn_code',
  'description',
  'quantity',
  'taxable_value',
  'cgst',
  'sgst',
  'igst',
  'total_tax',
  'total_value',
] as const;

type Sums = { quantity: number; amount: number; taxable: number; cgst: number; sgst: number; igst: number };

/** Paise as rupees with two decimals: 123456 → '1234.56', -5 → '-0.05'. */
const rupees = (paise: number) => `${paise < 0 ? '-' : ''}${(Math.abs(paise) / 100).toFixed(2)}`;

const money = (row: Sums) => ({
  quantity: row.quantity,
  taxable_value: rupees(row.taxable),
  cgst: rupees(row.cgst),
  sgst: rupees(row.sgst),
  igst: rupees(row.igst),
  total_tax: rupees(row.cgst + row.sgst + row.igst),
  total_value: rupees(row.amount),
});

/** '29-Karnataka', as an invoice prints the place of supply; '' stays '' (older orders, an unknown state). */
const placeName = (code: string) => {
  const state = indianState(code);
  return state ? `${state.code}-${state.name}` : code;
};

const blank = { rate_percent: '', place_of_supply: '', hsn_code: '', description: '' };

export async function gstSummaryCsv(db: Database, month: string, timeZone: string): Promise<Readable> {
  const { byRate, byPlace, byHsn } = await monthSums(db, month, timeZone);
  const records = [
    ...byRate.map((row) => ({ section: 'rate', ...blank, rate_percent: row.rateBps / 100, ...money(row) })),
    ...byPlace.map((row) => ({
      section: 'b2c',
      ...blank,
      rate_percent: row.rateBps / 100,
      place_of_supply: placeName(row.placeOfSupply),
      ...money(row),
    })),
    ...byHsn.map((row) => ({
      section: 'hsn',
      ...blank,
      rate_percent: row.rateBps / 100,
      hsn_code: escapeCell(row.hsnCode),
      description: escapeCell(row.description),
      ...money(row),
    })),
  ];
  return csvStream(
    (async function* () {
      yield* records;
    })(),
    GST_SUMMARY_COLUMNS,
    { bom: true },
  );
}
