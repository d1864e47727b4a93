import type { ReactNode } from 'react';

/** Counts as the shop writes them (Indian digit grouping). */
export const number = new Intl.NumberFormat('en-IN');

/** One headline figure (its label, value and an optional hint) of a dashboard's description list. */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 tabular-nums" data-stat={label}>
        {value}
      </dd>
      {hint ? <dd className="mt-0.5 text-sm text-slate-600">{hint}</dd> : null}
    </div>
  );
}

/** A titled section of the dashboard. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
