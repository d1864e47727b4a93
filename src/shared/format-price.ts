import { CURRENCY_LABEL } from './constants';

/** Indian digit grouping: the last three digits, then pairs (1,23,45,678). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * A non-negative amount in Indian grouping with exactly `fractionDigits` decimals (12,345.50), as `Intl.NumberFormat`
 * ('en-IN') writes it but without building one: a page's first formatter costs ~60 ms of a phone's main thread
 * (ICU's data), which Lighthouse counts as blocking time.
 */
export function groupedAmount(value: number, fractionDigits = 0): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  return `${value < 0 ? '-' : ''}${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
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
