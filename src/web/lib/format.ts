import { CURRENCY_LABEL } from '#src/shared/constants';

/** Indian digit grouping: the last three digits, then pairs (1,23,45,678). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** Whole rupees as the shop shows them: `Rs 1,23,456`. Decimals are truncated like the spec's subtotals. */
export function formatPrice(value: number): string {
  const whole = Math.trunc(value);
  const sign = whole < 0 ? '-' : '';
  return `${CURRENCY_LABEL} ${sign}${groupIndian(String(Math.abs(whole)))}`;
}

/** The first `max` characters plus '...' when the text is longer (the spec's title cuts). */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The date part of an ISO timestamp (everything before the 'T'). */
export function datePart(iso: string): string {
  return iso.split('T')[0] ?? iso;
}
