import { CircleAlert } from '#src/web/components/ui/icons';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  /** Shown under the field (and tied to it for screen readers) until the shopper edits it. */
  error?: string | null | undefined;
  hint?: string | undefined;
  icon?: ReactNode;
  /** A control inside the right edge of the box, e.g. the password toggle. */
  end?: ReactNode;
  inputClassName?: string;
};

const INPUT =
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-[0.9375rem] text-slate-900 shadow-xs transition-colors outline-none ' +
  'placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 ' +
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/15 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500';

/** The field's label: always visible, above the box. */
function FieldLabel({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
      {label}
    </label>
  );
}

/** The id of the note under a field (its error, else its hint), for `aria-describedby`. */
const noteIdOf = (id: string, error: string | null | undefined, hint: string | undefined) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** The error (announced with an icon) or the hint under a field. */
function FieldNote({ id, error, hint }: { id: string; error: string | null | undefined; hint: string | undefined }) {
  const note = noteIdOf(id, error, hint);
  if (error) {
    return (
      <p id={note} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={note} className="mt-1.5 text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/** The one labelled text box of every form: the label is always visible, the error or hint sits under it. */
export function Field({ id, label, error, hint, icon, end, className, inputClassName, ...input }: FieldProps) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} />
      <div className="relative">
        {icon ? (
          <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-slate-500 [&>svg]:size-[1.125rem]">
            {icon}
          </span>
        ) : null}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteIdOf(id, error, hint)}
          className={cn(INPUT, Boolean(icon) && 'pl-11', Boolean(end) && 'pr-12', inputClassName)}
          {...input}
        />
        {end ? <span className="absolute inset-y-0 right-1.5 flex items-center">{end}</span> : null}
      </div>
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  /** The `<option>`s. */
  children: ReactNode;
  error?: string | null | undefined;
};

/** Field's labelled box as a `<select>`: the same visible label and the same box. */
export function SelectField({ id, label, className, children, error, ...select }: SelectFieldProps) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} />
      <select
        id={id}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteIdOf(id, error, undefined)}
        {...select}
      >
        {children}
      </select>
      <FieldNote id={id} error={error} hint={undefined} />
    </div>
  );
}

const TEXTAREA =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-[0.9375rem] text-slate-900 shadow-xs outline-none ' +
  'placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 ' +
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/15';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
};

/** Field's labelled box as a `<textarea>`: the label always visible, the error or hint under it. */
export function TextAreaField({ id, label, error, hint, className, ...area }: TextAreaFieldProps) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} />
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteIdOf(id, error, hint)}
        className={TEXTAREA}
        {...area}
      />
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}
