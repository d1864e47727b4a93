import type { TAdminSlotTemplate, TAdminZone } from '#src/contracts/admin-delivery';
import { PINCODE_PATTERN, PINCODE_PREFIX_PATTERN, ZONE_PINCODES_MAX } from '#src/shared/constants';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';

/**
 * The delivery forms' logic, apart from their markup: drafts keep what the admin typed (text until saved, so a
 * half-typed value is not lost), and `…Request` turns a draft into the API's body or the fields' errors. The limits
 * are the API's (src/contracts/admin-delivery.ts); the server checks them again.
 */
const I = ADMIN_DELIVERY_PAGE.invalid;

/** The API's bounds (contracts/admin-delivery.ts). */
const RUPEES_MAX = 10_000_000;
const CAPACITY_MAX = 10_000;
const CUTOFF_MAX = 24 * 14;
const NAME_MAX = 80;
const NOTE_MAX = 200;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
type Checked<Body, K extends string> =
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
function wholeNumber(text: string, max: number, notNumber: string, tooLarge: string): number | { error: string } {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return { error: notNumber };
  const value = Number(trimmed);
  return value > max ? { error: tooLarge } : value;
}

const rupees = (text: string) => wholeNumber(text, RUPEES_MAX, I.rupees, I.tooLarge);

/** `9:30`, `09:30` or `24:00` → `09:30`; null when it is not a time of day. */
export function parseTime(text: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

// ── Zones ────────────────────────────────────────────────────────────────────────────────────────────────────────

export type ZoneDraft = {
  name: string;
  codes: string;
  prefixes: string;
  fee: string;
  freeFrom: string;
  neverFree: boolean;
  minimumOrder: string;
  active: boolean;
};
export type ZoneField = 'name' | 'codes' | 'prefixes' | 'fee' | 'freeFrom' | 'minimumOrder';
export type ZoneRequest = {
  name?: string;
  codes?: string[];
  prefixes?: string[];
  fee: number;
  freeFrom: number | null;
  minimumOrder: number;
  active: boolean;
};

export const emptyZoneDraft = (): ZoneDraft => ({
  name: '',
  codes: '',
  prefixes: '',
  fee: '0',
  freeFrom: '',
  neverFree: false,
  minimumOrder: '0',
  active: true,
});

export const zoneDraftOf = (zone: TAdminZone): ZoneDraft => ({
  name: zone.name,
  codes: pincodeText(zone.codes),
  prefixes: pincodeText(zone.prefixes),
  fee: String(zone.fee),
  freeFrom: zone.freeFrom === null ? '' : String(zone.freeFrom),
  neverFree: zone.freeFrom === null,
  minimumOrder: String(zone.minimumOrder),
  active: zone.active,
});

/**
 * The zone's body, or the errors of its fields. The default zone (`isDefault`) sends neither name nor pincodes: it
 * serves every pincode no other zone lists, and only its fee, threshold, minimum and active flag change.
 */
export function zoneRequest(draft: ZoneDraft, isDefault = false): Checked<ZoneRequest, ZoneField> {
  const errors: FieldErrors<ZoneField> = {};
  const fee = rupees(draft.fee);
  const freeFrom = draft.neverFree
    ? null
    : draft.freeFrom.trim() === ''
      ? { error: I.freeFromEmpty }
      : rupees(draft.freeFrom);
  const minimumOrder = rupees(draft.minimumOrder);
  if (typeof fee === 'object') errors.fee = fee.error;
  if (freeFrom !== null && typeof freeFrom === 'object') errors.freeFrom = freeFrom.error;
  if (typeof minimumOrder === 'object') errors.minimumOrder = minimumOrder.error;

  let pincodes: { name: string; codes: string[]; prefixes: string[] } | null = null;
  if (!isDefault) {
    const name = draft.name.trim();
    if (!name) errors.name = I.name;
    else if (name.length > NAME_MAX) errors.name = I.nameLong;
    const codes = parsePincodeList(draft.codes, 'code');
    const prefixes = parsePincodeList(draft.prefixes, 'prefix');
    const codesError = pincodeListError(codes, 'code');
    const prefixesError = pincodeListError(prefixes, 'prefix');
    if (codesError) errors.codes = codesError;
    if (prefixesError) errors.prefixes = prefixesError;
    if (!codesError && !prefixesError && codes.values.length === 0 && prefixes.values.length === 0) {
      errors.codes = I.noPincodes;
    }
    pincodes = { name, codes: codes.values, prefixes: prefixes.values };
  }

  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      ...(pincodes ?? {}),
      fee: fee as number,
      freeFrom: freeFrom as number | null,
      minimumOrder: minimumOrder as number,
      active: draft.active,
    },
  };
}

// ── Weekly slots ─────────────────────────────────────────────────────────────────────────────────────────────────

export type SlotDraft = {
  weekday: string;
  start: string;
  end: string;
  capacity: string;
  cutoffHours: string;
  active: boolean;
};
export type SlotField = 'weekday' | 'start' | 'end' | 'capacity' | 'cutoffHours';
export type SlotRequest = {
  weekday: number;
  start: string;
  end: string;
  capacity: number;
  cutoffHours: number;
  active: boolean;
};

export const emptySlotDraft = (): SlotDraft => ({
  weekday: '1',
  start: '09:00',
  end: '11:00',
  capacity: '10',
  cutoffHours: '2',
  active: true,
});

export const slotDraftOf = (slot: TAdminSlotTemplate): SlotDraft => ({
  weekday: String(slot.weekday),
  start: slot.start,
  end: slot.end,
  capacity: String(slot.capacity),
  cutoffHours: String(slot.cutoffHours),
  active: slot.active,
});

export function slotRequest(draft: SlotDraft): Checked<SlotRequest, SlotField> {
  const errors: FieldErrors<SlotField> = {};
  const weekday = Number(draft.weekday);
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) errors.weekday = I.day;
  const parsed = parseTime(draft.start);
  const start = parsed === '24:00' ? null : parsed;
  const end = parseTime(draft.end);
  if (!start) errors.start = I.time;
  if (!end) errors.end = I.time;
  else if (start && end <= start) errors.end = I.endAfterStart;
  const capacity = wholeNumber(draft.capacity, CAPACITY_MAX, I.capacity, I.capacity);
  const cutoffHours = wholeNumber(draft.cutoffHours, CUTOFF_MAX, I.cutoff, I.cutoff);
  if (typeof capacity === 'object') errors.capacity = capacity.error;
  if (typeof cutoffHours === 'object') errors.cutoffHours = cutoffHours.error;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      weekday,
      start: start!,
      end: end!,
      capacity: capacity as number,
      cutoffHours: cutoffHours as number,
      active: draft.active,
    },
  };
}

// ── Closed dates ─────────────────────────────────────────────────────────────────────────────────────────────────

export type ClosedDraft = { day: string; note: string };
export type ClosedField = 'day' | 'note';

/** `today` is the shop's today (YYYY-MM-DD): a day before it would close nothing and not be listed. */
export function closedRequest(draft: ClosedDraft, today: string): Checked<ClosedDraft, ClosedField> {
  const errors: FieldErrors<ClosedField> = {};
  const day = draft.day.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) errors.day = I.day;
  else if (day < today) errors.day = I.dayPast;
  const note = draft.note.trim();
  if (note.length > NOTE_MAX) errors.note = I.noteLong;
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { day, note } };
}

/** A day (YYYY-MM-DD) as `Fri, 25 Dec 2026`, the same on server and browser. */
export const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
