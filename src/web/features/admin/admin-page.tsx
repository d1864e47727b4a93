import type { ReactNode } from 'react';

/**
 * Every back-office page: the header (title, a line of description, the primary action on the right) and the
 * content below, on the back office's calm grey with white panels.
 *
 *   <AdminPage title="Products" actions={<Link className={buttonClasses()} to="new">New product</Link>}>…</AdminPage>
 */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** The page's primary action (and maybe a secondary one): buttons or links with `buttonClasses`. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-shop px-4 py-6 lg:px-8 lg:py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
          {description ? <p className="mt-1 max-w-2xl text-[0.9375rem] text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A white panel on the back office's grey: forms, filters, tables. */
export function AdminPanel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white shadow-xs ${className ?? ''}`}>
      {children}
    </section>
  );
}
