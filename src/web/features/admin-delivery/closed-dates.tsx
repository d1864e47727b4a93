import { Trash2 } from '#src/web/components/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import type { TAdminClosedDate } from '#src/contracts/admin-delivery';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import { Button } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { closedRequest, dayText, type ClosedDraft, type ClosedField } from './delivery-form';
import { FormButtons, focusById } from './parts';
import { useReportUnsaved } from './unsaved';

const T = ADMIN_DELIVERY_PAGE;
const F = T.closedForm;
const EMPTY: ClosedDraft = { day: '', note: '' };

/**
 * The closed days of one zone or of the whole shop (from today on), each with a button that opens it again, and a
 * small form that closes another day.
 */
export function ClosedDates({
  label,
  where,
  closed,
  today,
  onAdd,
  onReopen,
}: {
  /** The list's accessible name. */
  label: string;
  /** The zone's name, or the whole shop: names the form. */
  where: string;
  closed: readonly TAdminClosedDate[];
  today: string;
  onAdd: (body: ClosedDraft) => Promise<boolean>;
  onReopen: (closed: TAdminClosedDate) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<ClosedField>>(() => new Set());
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  useReportUnsaved(draft.day !== '' || draft.note.trim() !== '');
  const fieldId = (field: ClosedField) => `${id}-${field}`;

  const checked = closedRequest(draft, today);
  // The form is always in view: a field passed over empty says nothing until the form is sent.
  const errorOf = (field: ClosedField) =>
    sent || (touched.has(field) && draft[field] !== '') ? checked.errors?.[field] : undefined;
  const leave = (field: ClosedField) => () => setTouched((current) => new Set(current).add(field));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (checked.errors) {
      focusById(fieldId(checked.errors.day ? 'day' : 'note'));
      return;
    }
    setBusy(true);
    const done = await onAdd(checked.body);
    setBusy(false);
    if (done) {
      setDraft(EMPTY);
      setTouched(new Set());
      setSent(false);
    }
  };

  return (
    <div className="grid gap-3">
      {closed.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noClosedDates}</p>
      ) : (
        <ul aria-label={label} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {closed.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <time dateTime={row.day} className="font-semibold text-slate-900 tabular-nums">
                {dayText(row.day)}
              </time>
              {row.note ? <span className="min-w-0 text-sm text-slate-600">{row.note}</span> : null}
              <Button
                variant="quiet"
                size="icon"
                className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
                aria-label={T.reopen(dayText(row.day))}
                title={T.reopen(dayText(row.day))}
                onClick={() => onReopen(row)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        aria-label={F.title(where)}
        onSubmit={(event) => void submit(event)}
        className="grid items-start gap-3 sm:grid-cols-[12rem_1fr_auto]"
      >
        <Field
          id={fieldId('day')}
          label={F.day}
          type="date"
          min={today}
          value={draft.day}
          error={errorOf('day')}
          onChange={(event) => setDraft({ ...draft, day: event.target.value })}
          onBlur={leave('day')}
        />
        <Field
          id={fieldId('note')}
          label={F.note}
          hint={F.noteHint}
          maxLength={200}
          autoComplete="off"
          value={draft.note}
          error={errorOf('note')}
          onChange={(event) => setDraft({ ...draft, note: event.target.value })}
          onBlur={leave('note')}
        />
        <div className="sm:pt-7">
          <FormButtons busy={busy} submit={F.add} />
        </div>
      </form>
    </div>
  );
}
