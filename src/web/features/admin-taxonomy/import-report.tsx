import { Upload } from '#src/web/components/ui/back-office-icons';
import type { TImportCounts, TImportError, TImportReport } from '#src/contracts/admin-taxonomy';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { DataTable, type Column } from '#src/web/features/admin/index';
import { Button } from '#src/web/components/ui/button';

const T = ADMIN_TAXONOMY_PAGES.importExport;
const COUNT_KEYS: readonly (keyof TImportCounts)[] = [
  'rows',
  'rowsWithErrors',
  'productsCreated',
  'productsUpdated',
  'variantsCreated',
  'variantsUpdated',
  'variantsUnchanged',
];

const ERROR_COLUMNS: Column<TImportError>[] = [
  { key: 'row', header: T.row, cell: (error) => error.row, className: 'w-20 tabular-nums' },
  { key: 'column', header: T.column, cell: (error) => <code>{error.column}</code>, className: 'w-40' },
  { key: 'message', header: T.problem, cell: (error) => error.message },
];

/** A run's report: what would change (or changed), the errors table, and the confirm button when there are none. */
export function ImportReport({
  id,
  report,
  importing,
  onConfirm,
}: {
  id: string;
  report: TImportReport;
  importing: boolean;
  onConfirm: () => void;
}) {
  return (
    <section aria-labelledby={`${id}-report`} className="mt-6 grid gap-4">
      <h3 id={`${id}-report`} className="font-bold text-slate-900">
        {T.reportTitle}
      </h3>
      <p
        role="status"
        className={report.errorCount > 0 ? 'font-semibold text-red-700' : 'font-semibold text-brand-700'}
      >
        {report.errorCount > 0 ? T.errorsFound(report.errorCount) : T.ready}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
        {COUNT_KEYS.map((key) => (
          <div key={key} className="rounded-xl border border-slate-200 px-3 py-2">
            <dt className="text-xs font-semibold text-slate-600">{T.counts[key]}</dt>
            <dd className="text-xl font-extrabold text-slate-900 tabular-nums" data-count={key}>
              {report.counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      {report.errorCount > 0 ? (
        <>
          {report.errors.length < report.errorCount ? (
            <p className="text-sm text-slate-600">{T.moreErrors(report.errors.length, report.errorCount)}</p>
          ) : null}
          <DataTable
            caption={T.errorsCaption}
            columns={ERROR_COLUMNS}
            rows={report.errors}
            rowKey={(error) => `${error.row}-${error.column}`}
          />
        </>
      ) : (
        <div>
          <Button busy={importing} busyText={T.importing} onClick={onConfirm}>
            <Upload className="size-4" aria-hidden="true" />
            {T.confirm}
          </Button>
        </div>
      )}
    </section>
  );
}
