import type { TAdminSlotTemplate } from '#src/contracts/admin-delivery';
import { CAPACITY_MAX, CUTOFF_MAX, I, parseTime, wholeNumber, type Checked, type FieldErrors } from './draft-fields';

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
