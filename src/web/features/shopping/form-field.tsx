import type { InputHTMLAttributes } from 'react';
import { cn } from '#src/web/components/ui/cn';

const INPUT =
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-[0.9375rem] text-slate-900 shadow-xs transition-colors outline-none ' +
  'placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 ' +
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/15 disabled:cursor-not-allowed disabled:bg-slate-50';

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string | null | undefined };

/** A labelled box with its message under it; the label stays visible. */
export function FormField({ id, label, error, className, ...input }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(INPUT)}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
