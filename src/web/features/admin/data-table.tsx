import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import { ADMIN_TEXT } from '#src/shared/texts/admin';
import { cn } from '#src/web/components/ui/cn';

export type Column<Row> = {
  /** Unique per table. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells and header (width, alignment: 'text-right tabular-nums'). */
  className?: string;
};

/**
 * The back office's table: a caption for screen readers, a header that stays in view while the rows scroll (the
 * table scrolls inside its panel, up to `maxHeight`), and a calm empty state.
 *
 *   <DataTable caption="Products" columns={columns} rows={products} rowKey={(p) => p.id} />
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty = ADMIN_TEXT.table.empty,
  maxHeight = '70vh',
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty?: ReactNode;
  maxHeight?: string;
}) {
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    <div
      className="overflow-auto rounded-2xl border border-slate-200 bg-white shadow-xs"
      style={{ maxHeight }}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  'sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-bold tracking-wide text-slate-600 uppercase',
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="align-top hover:bg-slate-50/70">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cn('border-b border-slate-100 px-4 py-3 text-slate-800', column.className)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

const PAGER_LINK =
  'inline-flex h-9 items-center gap-1 rounded-xl px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Previous / next under a table, keeping the other search parameters: `hrefFor(page)` builds each link. */
export function Pager({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={ADMIN_TEXT.table.pagination} className="mt-4 flex items-center justify-between gap-3">
      <p className="text-sm text-slate-600">{ADMIN_TEXT.table.pageOf(page, totalPages)}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link className={PAGER_LINK} to={hrefFor(page - 1)} rel="prev">
            <ChevronLeft className="size-4" aria-hidden="true" />
            {ADMIN_TEXT.table.previous}
          </Link>
        ) : null}
        {page < totalPages ? (
          <Link className={PAGER_LINK} to={hrefFor(page + 1)} rel="next">
            {ADMIN_TEXT.table.next}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
