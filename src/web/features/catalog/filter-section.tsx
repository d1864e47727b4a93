import { useId, type ReactNode } from 'react';

/** One card of the filters sidebar, named by its heading. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="panel">
      <h2 id={id} className="panel-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
