import { CURRENCY_LABEL } from './constants';

/** Indian digit grouping: the last three digits, then pairs (1,23,45,678). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * Whole rupees as the shop shows them: `Rs 1,23,456`. Decimals are truncated like the spec's subtotals. The one
 * money format of the pages, the texts' messages and the e-mails.
 */
export function formatPrice(value: number): string {
  const whole = Math.trunc(value);
  const sign = whole < 0 ? '-' : '';
  return `${CURRENCY_LABEL} ${sign}${groupIndian(String(Math.abs(whole)))}`;
}
