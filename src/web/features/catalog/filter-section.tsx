import { useId, type ReactNode } from 'react';

/** One card of the filters sidebar, named by its heading. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-[0_1px_2px_rgb(15_23_42/0.04)]"
    >
      <h2 id={id} className="mb-3 border-b border-slate-100 pb-2.5 text-base font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
