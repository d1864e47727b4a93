import { GST_MONTH_PATTERN, adminGst } from '#src/contracts/gst';
import { Download } from '#src/web/components/ui/icons';
import { useState, type FormEvent } from 'react';
import { shopToday } from '#src/shared/shop-time';
import { ADMIN_GST_TEXT } from '#src/shared/texts/gst';
import { Button } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { AdminPanel, downloadFile } from '#src/web/features/admin/index';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';
import { useShopTimeZone } from '#src/web/lib/shop';

const S = ADMIN_GST_TEXT.summary;
const MONTH_ID = 'gst-summary-month';

/** The summary CSV's address (its contract's path) for a `YYYY-MM` month. */
export const summaryPath = (month: string) => `${adminGst.summaryCsv.path}?month=${encodeURIComponent(month)}`;

/**
 * The monthly GST summary an accountant files from: a month (this month on the shop's clock, decision 058, unless
 * another is chosen) and its CSV, fetched with the signed-in user's token (a plain link could not send it) and saved.
 */
export function SummaryPanel() {
  const timeZone = useShopTimeZone();
  const [month, setMonth] = useState(() => shopToday(timeZone).slice(0, 7));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { showError, showSuccess } = useAlert();

  const download = async (event: FormEvent) => {
    event.preventDefault();
    if (!GST_MONTH_PATTERN.test(month)) {
      setError(S.badMonth);
      return document.getElementById(MONTH_ID)?.focus();
    }
    setBusy(true);
    try {
      await downloadFile(summaryPath(month), `gst-summary-${month}.csv`);
      showSuccess(S.downloaded(month));
    } catch (failure) {
      showError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPanel className="p-5">
      <h2 className="text-lg font-bold text-slate-900">{S.link}</h2>
      <p className="mt-1 max-w-2xl text-[0.9375rem] text-slate-600">{S.hint}</p>
      <form
        onSubmit={(event) => void download(event)}
        noValidate
        aria-label={S.link}
        className="mt-4 flex flex-wrap items-start gap-3"
      >
        <Field
          id={MONTH_ID}
          label={S.month}
          type="month"
          className="w-48"
          value={month}
          error={error}
          onChange={(event) => {
            setMonth(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" className="sm:mt-7" busy={busy} busyText={S.downloading}>
          <Download className="size-4" aria-hidden="true" />
          {S.download}
        </Button>
      </form>
    </AdminPanel>
  );
}
