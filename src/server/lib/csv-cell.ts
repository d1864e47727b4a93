import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * CSV injection (formula injection, OWASP; docs/decisions/022): a spreadsheet runs a cell that starts with = + - @
 * (and tab or CR, which some strip before looking) as a formula. Such text cells get a leading apostrophe, which
 * spreadsheets show as text and the catalogue import takes off again. Numbers are written as numbers and never
 * escaped. Every CSV the back office writes (products, orders) escapes its text cells with `escapeCell`.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The import's inverse of `escapeCell`: `'=1+2` is the text `=1+2`; any other apostrophe stays. */
export function unescapeCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/**
 * Records as a CSV stream, for a reply to send with backpressure. `pipeline`, not `pipe`: `pipe` does not pass on
 * the source's errors, so a database failure in the middle of an export (an outage, a lost connection) was an
 * `error` event nobody heard, and it ended the process (issue 27). Now the CSV stream is destroyed with the error,
 * which the reply logs while it cuts the download short.
 */
export function csvStream<T extends Record<string, unknown>>(
  records: AsyncIterable<T>,
  columns: readonly string[],
  options: { bom?: boolean } = {},
): Readable {
  // `bom`: a UTF-8 byte-order mark first, so Excel reads Hindi names as UTF-8 (the orders CSV, docs/decisions/050).
  const csv = stringify({ header: true, columns: [...columns], bom: options.bom ?? false });
  pipeline(Readable.from(records), csv, () => undefined);
  return csv;
}
