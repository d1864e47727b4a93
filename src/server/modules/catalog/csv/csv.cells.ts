import { ADMIN_TAXONOMY_TEXT } from '#src/shared/texts/admin-taxonomy';
import { unescapeCell } from '#src/server/lib/csv-cell';
import { CSV_COLUMNS, LIST_SEPARATOR, type CsvColumn } from './csv.format';
import type { RowErrors } from './csv.rows';

const T = ADMIN_TAXONOMY_TEXT.csv;

/** An id (products, categories): as before, nine digits at most. */
export const WHOLE = /^\d{1,9}$/;
/** An amount (price, stock): digits only, bounded by the field's maximum. */
const AMOUNT = /^\d+$/;
const FLAGS = ['', 'true', 'false', 'yes', 'no', '1', '0'];
export const shown = (n: number) => n.toLocaleString('en');

/**
 * A NUL character: PostgreSQL stores none, in text (22021) or in jsonb as `\u0000` (22P05), and the API refuses
 * it in any request. The dry run must find it, with its row and column, so the import never meets it.
 */
const NUL = '\u0000';
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || holdsNul(item));
  return false;
}

/** Readers of one row's cells by kind; each reports a bad cell to `errors` with the row and column. */
export function cellReader(raw: Record<CsvColumn, string>, row: number, errors: RowErrors) {
  // Every cell first: a NUL anywhere is reported where it is and left out of the checks below.
  const cells = { ...raw };
  for (const column of CSV_COLUMNS) {
    if (!holdsNul(cells[column])) continue;
    errors.add(row, column, T.unstorable);
    cells[column] = cells[column].replaceAll(NUL, '');
  }
  const cell = (column: CsvColumn) => unescapeCell((cells[column] ?? '').trim());
  const textOf = (column: CsvColumn, max: number, required = false) => {
    const value = cell(column);
    if (required && value === '') errors.add(row, column, T.required);
    if (value.length > max) errors.add(row, column, T.tooLong(max));
    return value;
  };
  const wholeOf = (column: CsvColumn, max: number, fallback?: number): number => {
    const value = cell(column);
    if (value === '' && fallback !== undefined) return fallback;
    if (value === '') {
      errors.add(row, column, T.required);
      return 0;
    }
    if (!AMOUNT.test(value) || Number(value) > max) {
      errors.add(row, column, T.wholeAtMost(shown(max)));
      return 0;
    }
    return Number(value);
  };
  const optionalId = (column: CsvColumn): number | null => {
    const value = cell(column);
    if (value === '') return null;
    if (!WHOLE.test(value) || Number(value) === 0) {
      errors.add(row, column, T.notWholeNumber);
      return null;
    }
    return Number(value);
  };
  const listOf = (column: CsvColumn, max: number, valid: (item: string) => boolean, message: string) => {
    const value = cell(column);
    const items = value === '' ? [] : value.split(LIST_SEPARATOR).map((item) => item.trim());
    if (items.some((item) => !valid(item))) errors.add(row, column, message);
    else if (items.length > max) errors.add(row, column, T.tooMany(max));
    return items;
  };
  const flag = (column: 'featured' | 'archived') => {
    const value = cell(column).toLowerCase();
    if (!FLAGS.includes(value)) errors.add(row, column, T.notBoolean);
    return ['true', 'yes', '1'].includes(value);
  };
  return { cell, textOf, wholeOf, optionalId, listOf, flag };
}
