import { FileCheck } from '#src/web/components/ui/back-office-icons';
import { Download } from '#src/web/components/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '#src/contracts/client';
import type { TImportReport } from '#src/contracts/admin-taxonomy';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { Link } from 'react-router';
import { ADMIN_GST_TEXT } from '#src/shared/texts/gst';
import { AdminPage, AdminPanel, adminApi, downloadFile, LINK, useMay } from '#src/web/features/admin/index';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';
import { ImportReport } from './import-report';

const T = ADMIN_TAXONOMY_PAGES.importExport;
const EXPORT_PATH = '/api/admin/export/products.csv';

/** The report's answer in a failed real run (400) carries the same report as a dry run. */
const reportIn = (error: unknown): TImportReport | null =>
  error instanceof ApiError && error.body && typeof error.body === 'object' && 'errors' in error.body
    ? (error.body as TImportReport)
    : null;

/**
 * Export: the CSV is fetched with the admin's token (a plain link could not send it) and saved as a download.
 * Import: choose a file → dry run (the errors table, or the counts of what would change) → confirm → one transaction.
 * The monthly GST summary (another CSV, the owner's) is on the GST rates page: a pointer there for those who may.
 */
export function ImportExportScreen() {
  const id = useId();
  const { showError, showSuccess } = useAlert();
  const [exporting, setExporting] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<TImportReport | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const mayFileGst = useMay('settings');

  const download = async () => {
    setExporting(true);
    try {
      await downloadFile(EXPORT_PATH, 'products.csv');
      showSuccess(T.downloaded);
    } catch (error) {
      showError(errorText(error));
    } finally {
      setExporting(false);
    }
  };

  const send = async (dryRun: boolean) => {
    if (!file) return showError(T.chooseFirst);
    setBusy(dryRun ? 'check' : 'import');
    try {
      const form = new FormData();
      form.append('file', file);
      const answer = await adminApi.adminCsv.importProducts({ query: { dryRun }, form });
      if (dryRun) {
        setReport(answer);
      } else {
        setReport(null);
        setFile(null);
        const changed = answer.counts.rows - answer.counts.variantsUnchanged > 0 || answer.counts.productsUpdated > 0;
        showSuccess(changed ? T.imported : T.noChanges);
      }
    } catch (error) {
      const failed = reportIn(error);
      if (failed) setReport({ ...failed, dryRun: true });
      showError(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  return (
    <AdminPage title={T.title} description={T.intro}>
      <div className="grid gap-6">
        <AdminPanel className="p-5">
          <h2 className="text-lg font-bold text-slate-900">{T.exportTitle}</h2>
          <p className="mt-1 max-w-2xl text-[0.9375rem] text-slate-600">{T.exportBody}</p>
          <Button className="mt-4" busy={exporting} busyText={T.downloading} onClick={() => void download()}>
            <Download className="size-4" aria-hidden="true" />
            {T.download}
          </Button>
        </AdminPanel>

        {mayFileGst ? (
          <AdminPanel className="p-5">
            <h2 className="text-lg font-bold text-slate-900">{ADMIN_GST_TEXT.summary.link}</h2>
            <p className="mt-1 max-w-2xl text-[0.9375rem] text-slate-600">
              {ADMIN_GST_TEXT.summary.elsewhere}{' '}
              <Link to="/admin/gst" className={LINK}>
                {ADMIN_GST_TEXT.summary.open}
              </Link>
            </p>
          </AdminPanel>
        ) : null}

        <AdminPanel className="p-5">
          <h2 className="text-lg font-bold text-slate-900">{T.importTitle}</h2>
          <p className="mt-1 max-w-2xl text-[0.9375rem] text-slate-600">{T.importBody}</p>
          <form onSubmit={check} className="mt-4 flex flex-wrap items-end gap-3" aria-label={T.importTitle}>
            <div>
              <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-semibold text-slate-800">
                {T.file}
              </label>
              <input
                id={`${id}-file`}
                type="file"
                accept=".csv,text/csv"
                className="block text-sm text-slate-700 file:mr-3 file:h-10 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setReport(null);
                }}
              />
            </div>
            <Button type="submit" variant="secondary" busy={busy === 'check'} busyText={T.checking}>
              <FileCheck className="size-4" aria-hidden="true" />
              {T.check}
            </Button>
          </form>

          {report ? (
            <ImportReport id={id} report={report} importing={busy === 'import'} onConfirm={() => void send(false)} />
          ) : null}
        </AdminPanel>
      </div>
    </AdminPage>
  );
}
