import { ADMIN_TEXT } from '#src/shared/texts/admin';

const T = ADMIN_TEXT.audit;
const MAX_VALUE = 120;

const show = (value: unknown): string => {
  if (value === undefined) return T.nothing;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields that changed, `field: before → after`; a creation or deletion lists its values on one side. */
export function changedFields(before: unknown, after: unknown): { field: string; before: string; after: string }[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [
          {
            field: '',
            before: before === null ? T.nothing : show(before),
            after: after === null ? T.nothing : show(after),
          },
        ];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: show(was[field]), after: show(now[field]) }));
}

/** One audit entry's change, as a short list of `field: before → after` lines. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const fields = changedFields(before, after);
  if (fields.length === 0) return <span className="text-slate-500">{T.nothing}</span>;
  return (
    <ul className="space-y-1 font-mono text-xs leading-5 [overflow-wrap:anywhere]">
      {fields.map((change) => (
        <li key={change.field}>
          {change.field ? <span className="font-semibold text-slate-900">{change.field}: </span> : null}
          <span className="text-red-800">
            <span className="sr-only">{T.before} </span>
            {change.before}
          </span>
          <span aria-hidden="true" className="px-1 text-slate-500">
            →
          </span>
          <span className="text-brand-800">
            <span className="sr-only">{T.after} </span>
            {change.after}
          </span>
        </li>
      ))}
    </ul>
  );
}
