import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TAdminZone } from '#src/contracts/admin-delivery';
import {
  emptyZoneDraft,
  zoneDraftOf,
  zoneRequest,
  type ZoneDraft,
  type ZoneField,
  type ZoneRequest,
} from './delivery-form';
import { focusById } from './parts';
import { useReportUnsaved } from './unsaved';

const ORDER: ZoneField[] = ['name', 'codes', 'prefixes', 'fee', 'freeFrom', 'minimumOrder'];

/**
 * The zone form's state: the draft as typed, which fields were left, whether it was sent; a field's error shows once
 * it was left or the form was sent, and sending a form with errors focuses the first.
 */
export function useZoneDraft(zone: TAdminZone | null, onSubmit: (body: ZoneRequest) => Promise<boolean>) {
  const id = useId();
  const isDefault = zone?.isDefault ?? false;
  const [initial] = useState<ZoneDraft>(() => (zone ? zoneDraftOf(zone) : emptyZoneDraft()));
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<ZoneField>>(() => new Set());
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  useReportUnsaved(JSON.stringify(draft) !== JSON.stringify(initial));
  const fieldId = (field: ZoneField) => `${id}-${field}`;
  useEffect(() => focusById(fieldId(isDefault ? 'fee' : 'name')), []); // eslint-disable-line react-hooks/exhaustive-deps

  const checked = zoneRequest(draft, isDefault);
  const errorOf = (field: ZoneField) => (sent || touched.has(field) ? checked.errors?.[field] : undefined);
  const set = (change: Partial<ZoneDraft>) => setDraft((current) => ({ ...current, ...change }));
  const leave = (field: ZoneField) => () => setTouched((current) => new Set(current).add(field));

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

  return { draft, busy, isDefault, fieldId, errorOf, set, leave, submit };
}
