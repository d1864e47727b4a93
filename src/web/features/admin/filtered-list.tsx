import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { DataTable, Pager, type Column } from './data-table';

/**
 * A filter form's buttons: apply, and — while a filter is set — a link back to the unfiltered list. `className`
 * lines them up with fields that have a hint below them.
 */
export function FilterActions({
  busy,
  apply,
  clear,
  className,
}: {
  busy: boolean;
  apply: string;
  clear: { to: string; label: string } | null;
  className?: string;
}) {
  return (
    <div className={cn('flex gap-2', className)}>
      <Button type="submit" busy={busy}>
        {apply}
      </Button>
      {clear ? (
        <Link to={clear.to} className={buttonClasses('quiet', 'md')}>
          {clear.label}
        </Link>
      ) : null}
    </div>
  );
}

/** A list page's answer: how many match (announced), the table, its pages. */
export function FilteredTable<Row>({
  summary,
  page,
  totalPages,
  hrefFor,
  ...table
}: {
  summary: string;
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty: ReactNode;
}) {
  return (
    <>
      <p className="mt-6 mb-3 text-sm font-semibold text-slate-700" aria-live="polite">
        {summary}
      </p>
      <DataTable {...table} />
      <Pager page={page} totalPages={totalPages} hrefFor={hrefFor} />
    </>
  );
}
