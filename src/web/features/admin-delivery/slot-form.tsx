import type { TAdminSlotTemplate } from '#src/contracts/admin-delivery';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { Field, SelectField } from '#src/web/components/ui/field';
import { emptySlotDraft, slotDraftOf, slotRequest, type SlotField, type SlotRequest } from './delivery-form';
import { CheckboxField, FormButtons } from './parts';
import { useCheckedDraft } from './use-checked-draft';

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
  const { draft, busy, fieldId, errorOf, set, leave, submit } = useCheckedDraft({
    start: () => (slot ? slotDraftOf(slot) : emptySlotDraft()),
    check: slotRequest,
    order: ORDER,
    focusFirst: 'weekday',
    onSubmit,
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
