/**
 * What the Hindi twins need of the shop's formats, written here so that the browser's Hindi chunk (register.ts)
 * imports nothing outside texts/hi (decision 065): `formatPrice`'s rupees (`Rs 1,23,456`, Indian grouping) and the
 * slot hold's minutes. twins.test.ts checks both against the originals.
 */
export function rupees(value: number): string {
  const whole = Math.trunc(value);
  const digits = String(Math.abs(whole));
  const grouped =
    digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  return `Rs ${whole < 0 ? '-' : ''}${grouped}`;
}

/** constants/delivery.ts `SLOT_HOLD_MINUTES`. */
export const SLOT_HOLD_MINUTES = 10;
