import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TAdminSlotTemplate } from '#src/contracts/admin-delivery';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { Field, SelectField } from '#src/web/components/ui/field';
import {
  emptySlotDraft,
  slotDraftOf,
  slotRequest,
  type SlotDraft,
  type SlotField,
  type SlotRequest,
} from './delivery-form';
import { CheckboxField, FormButtons, focusById } from './parts';
import { useReportUnsaved } from './unsaved';

const T = ADMIN_DELIVERY_PAGE;
const F = T.slotForm;
const ORDER: SlotField[] = ['weekday', 'start', 'end', 'capacity', 'cutoffHours'];

/** A weekly slot's fields: weekday, start and end (shop time), capacity in orders, cut-off hours, active. */
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
  onSubmit: (body: SlotRequest) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const [initial] = useState<SlotDraft>(() => (slot ? slotDraftOf(slot) : emptySlotDraft()));
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<SlotField>>(() => new Set());
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  useReportUnsaved(JSON.stringify(draft) !== JSON.stringify(initial));
  const fieldId = (field: SlotField) => `${id}-${field}`;
  useEffect(() => focusById(fieldId('weekday')), []); // eslint-disable-line react-hooks/exhaustive-deps

  const checked = slotRequest(draft);
  const errorOf = (field: SlotField) => (sent || touched.has(field) ? checked.errors?.[field] : undefined);
  const set = (change: Partial<SlotDraft>) => setDraft((current) => ({ ...current, ...change }));
  const leave = (field: SlotField) => () => setTouched((current) => new Set(current).add(field));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (checked.errors) {
      const first = ORDER.find((field) => checked.errors[field]);
      if (first) focusById(fieldId(first));
      return;
    }
    setBusy(true);
    await onSubmit(checked.body);
    setBusy(false);
  };

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
      <div className="grid gap-4 sm:grid-cols-3">
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
