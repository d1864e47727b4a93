import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Checked } from './draft-fields';
import { focusById } from './parts';
import { useReportUnsaved } from './unsaved';

/**
 * A delivery form's state: the draft as typed, which fields were left, whether it was sent. A field's error shows
 * once it was left or the form was sent; sending a form with errors focuses the first in `order`; the first field
 * takes the focus when the form opens, and a changed draft counts as unsaved.
 */
export function useCheckedDraft<Draft, Field extends string, Body>({
  start,
  check,
  order,
  focusFirst,
  onSubmit,
}: {
  start: () => Draft;
  check: (draft: Draft) => Checked<Body, Field>;
  order: readonly Field[];
  focusFirst: Field;
  onSubmit: (body: Body) => Promise<boolean>;
}) {
  const id = useId();
  const [initial] = useState<Draft>(start);
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  useReportUnsaved(JSON.stringify(draft) !== JSON.stringify(initial));
  const fieldId = (field: Field) => `${id}-${field}`;
  useEffect(() => focusById(fieldId(focusFirst)), []); // eslint-disable-line react-hooks/exhaustive-deps

  const checked = check(draft);
  const errorOf = (field: Field) => (sent || touched.has(field) ? checked.errors?.[field] : undefined);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const leave = (field: Field) => () => setTouched((current) => new Set(current).add(field));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    const { errors, body } = checked;
    if (errors) {
      const first = order.find((field) => errors[field]);
      if (first) focusById(fieldId(first));
      return;
    }
    if (body === undefined) return;
    setBusy(true);
    await onSubmit(body);
    setBusy(false);
  };

  return { draft, busy, fieldId, errorOf, set, leave, submit };
}
