/** The sales chart's scale and labels: a day's short name, axis amounts, a round axis top. */
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
/**
 * Axis amounts short, in crore, lakh and thousand: "1.5Cr", "50L", "2K". Written out rather than Intl's compact
 * notation, whose words differ between ICU versions (the server's and the browser's must match for hydration).
 */
export function compact(value: number): string {
  const short = (n: number, unit: string) => `${Number(n.toFixed(1))}${unit}`;
  if (value >= 1e7) return short(value / 1e7, 'Cr');
  if (value >= 1e5) return short(value / 1e5, 'L');
  if (value >= 1e3) return short(value / 1e3, 'K');
  return String(Math.round(value));
}

/**
 * A round top for an axis of four steps: each step 1, 2, 2.5 or 5 times a power of ten (2.5 only from 25 up, so
 * steps stay whole numbers), at least 1.
 */
export function niceMax(value: number): number {
  const raw = Math.max(1, value / 4);
  const power = 10 ** Math.floor(Math.log10(raw));
  const factors = power >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  return 4 * (factors.find((factor) => factor * power >= raw) ?? 10) * power;
}
