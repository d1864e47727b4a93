import { I, NOTE_MAX, type Checked, type FieldErrors } from './draft-fields';

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
