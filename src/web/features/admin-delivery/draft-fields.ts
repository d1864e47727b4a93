import { PINCODE_PATTERN, PINCODE_PREFIX_PATTERN, ZONE_PINCODES_MAX } from '#src/shared/constants';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';

/** The delivery forms' shared pieces: the API's bounds, field errors, pincode lists, numbers and times. */
export const I = ADMIN_DELIVERY_PAGE.invalid;

/** The API's bounds (contracts/admin-delivery.ts). */
export const RUPEES_MAX = 10_000_000;
export const CAPACITY_MAX = 10_000;
export const CUTOFF_MAX = 24 * 14;
export const NAME_MAX = 80;
export const NOTE_MAX = 200;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type Checked<Body, K extends string> =
  { body: Body; errors?: undefined } | { body?: undefined; errors: FieldErrors<K> };

// ── Pincode lists ────────────────────────────────────────────────────────────────────────────────────────────────

export type PincodeList = {
  /** Each entry once, in the order typed. */
  values: string[];
  /** Entries that are not pincodes (or prefixes), as typed. */
  invalid: string[];
};

/**
 * A list typed or pasted by the admin: entries separated by commas, semicolons, spaces or line breaks; empty
 * entries dropped, repeats kept once. `kind` says which entries are valid: 6-digit pincodes (not starting with 0),
 * or prefixes of 1 to 5 digits.
 */
export function parsePincodeList(text: string, kind: 'code' | 'prefix'): PincodeList {
  const pattern = kind === 'code' ? PINCODE_PATTERN : PINCODE_PREFIX_PATTERN;
  const entries = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
  return {
    values: entries.filter((entry) => pattern.test(entry)),
    invalid: entries.filter((entry) => !pattern.test(entry)),
  };
}

/** The inline error of a pincode list, or undefined when every entry is valid. */
export function pincodeListError(list: PincodeList, kind: 'code' | 'prefix'): string | undefined {
  if (list.invalid.length > 0) {
    const shown = list.invalid.slice(0, 5).join(', ') + (list.invalid.length > 5 ? ', …' : '');
    return kind === 'code' ? I.codes(shown) : I.prefixes(shown);
  }
  if (list.values.length > ZONE_PINCODES_MAX) return I.tooMany(ZONE_PINCODES_MAX);
  return undefined;
}

/** A zone's stored list as the text box shows it: one comma-separated line. */
export const pincodeText = (values: readonly string[]) => values.join(', ');

// ── Numbers and times ────────────────────────────────────────────────────────────────────────────────────────────

/** A whole number typed as text within 0…max, or an error. */
export function wholeNumber(
  text: string,
  max: number,
  notNumber: string,
  tooLarge: string,
): number | { error: string } {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return { error: notNumber };
  const value = Number(trimmed);
  return value > max ? { error: tooLarge } : value;
}

export const rupees = (text: string) => wholeNumber(text, RUPEES_MAX, I.rupees, I.tooLarge);

/** `9:30`, `09:30` or `24:00` → `09:30`; null when it is not a time of day. */
export function parseTime(text: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}
