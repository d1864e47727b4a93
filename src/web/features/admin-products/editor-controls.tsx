import type { ReactNode } from 'react';
import { cn } from '#src/web/components/ui/cn';

/** The editor's own form controls (a titled section, a select and a text area styled like `Field`). */
export const CONTROL =
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-[0.9375rem] text-slate-900 shadow-xs outline-none ' +
  'hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 aria-[invalid=true]:border-red-600';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby={`${title}-h`}>
      <h2 id={`${title}-h`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

export function Select({
  id,
  label,
  value,
  onChange,
  children,
  error,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  error?: string | undefined;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={CONTROL}
      >
        {children}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function TextArea({
  id,
  label,
  value,
  onChange,
  rows = 4,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(CONTROL, 'h-auto py-3')}
      />
    </div>
  );
}
