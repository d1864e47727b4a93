import { type ReactNode } from 'react';
import { cn } from '#src/web/components/ui/cn';
import { AdminPanel } from '#src/web/features/admin/index';

// The detail page's building blocks: a titled section and a list of facts.
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <AdminPanel className={cn('p-5', className)}>
      <h2 className="mb-3 text-base font-bold text-slate-900">{title}</h2>
      {children}
    </AdminPanel>
  );
}

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="min-w-0 font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
