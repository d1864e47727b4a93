import type { TAdminSlotTemplate } from '#src/contracts/admin-delivery';
import { useState } from 'react';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { PACKER_SETUP_TEXT } from '#src/shared/texts/packer-setup';
import { Field, SelectField } from '#src/web/components/ui/field';
import { emptySlotDraft, slotDraftOf, slotRequest, type SlotField, type SlotRequest } from './delivery-form';
import { CheckboxField, FormButtons } from './parts';
import { useCheckedDraft } from './use-checked-draft';

const T = ADMIN_DELIVERY_PAGE;
const S = PACKER_SETUP_TEXT.slots;
const F = T.slotForm;
const ORDER: SlotField[] = ['weekday', 'start', 'end', 'capacity', 'cutoffHours'];

/** Weekday boxes: a new slot is made on each weekday ticked (issue 31 §6), one slot each. */
function WeekdayBoxes({
  id,
  days,
  error,
  onChange,
}: {
  id: string;
  days: number[];
  error: string | undefined;
  onChange: (days: number[]) => void;
}) {
  const toggle = (weekday: number, on: boolean) =>
    onChange(on ? [...days, weekday].sort((a, b) => a - b) : days.filter((day) => day !== weekday));
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{S.weekdays}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
          <CheckboxField
            key={weekday}
            label={T.weekdays[weekday]!}
            checked={days.includes(weekday)}
            onChange={(on) => toggle(weekday, on)}
          />
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {S.weekdaysHint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A weekly slot's fields: weekday, start and end (shop time), capacity in orders, cut-off hours, active. A new slot
 * takes weekday boxes instead of one weekday, and `onSubmit` gets the weekdays ticked (at least one).
 */
export function SlotForm({
  slot,
  title,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  slot: TAdminSlotTemplate | null;
  title: string;
  submitLabel: string;
  onSubmit: (body: SlotRequest, weekdays: number[]) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [days, setDays] = useState<number[]>([]);
  const [daysError, setDaysError] = useState<string | undefined>();
  const { draft, busy, fieldId, errorOf, set, leave, submit } = useCheckedDraft({
    start: () => (slot ? slotDraftOf(slot) : emptySlotDraft()),
    check: slotRequest,
    order: ORDER,
    focusFirst: 'weekday',
    onSubmit: async (body) => {
      if (slot) return onSubmit(body, [body.weekday]);
      if (days.length === 0) {
        setDaysError(S.noWeekday);
        document.getElementById(fieldId('weekday'))?.focus();
        return false;
      }
      return onSubmit(body, days);
    },
  });

  const text = (field: Exclude<SlotField, 'weekday'>, label: string, hint?: string) => (
    <Field
      id={fieldId(field)}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      value={draft[field]}
      error={errorOf(field)}
      onChange={(event) => set({ [field]: event.target.value })}
      onBlur={leave(field)}
    />
  );

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h4 className="font-bold text-slate-900">{title}</h4>
      {slot ? null : (
        <WeekdayBoxes
          id={fieldId('weekday')}
          days={days}
          error={daysError}
          onChange={(next) => {
            setDays(next);
            setDaysError(undefined);
          }}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {slot ? (
          <SelectField
            id={fieldId('weekday')}
            label={F.weekday}
            value={draft.weekday}
            onChange={(event) => set({ weekday: event.target.value })}
          >
            {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
              <option key={weekday} value={weekday}>
                {T.weekdays[weekday]}
              </option>
            ))}
          </SelectField>
        ) : null}
        {text('start', F.start, F.timeHint)}
        {text('end', F.end, F.timeHint)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('capacity', F.capacity)}
        {text('cutoffHours', F.cutoff, F.cutoffHint)}
      </div>
      <CheckboxField label={F.active} checked={draft.active} onChange={(active) => set({ active })} />
      <FormButtons busy={busy} submit={submitLabel} cancel={F.cancel} onCancel={onCancel} />
    </form>
  );
}
