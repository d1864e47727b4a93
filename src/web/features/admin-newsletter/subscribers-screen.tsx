import { Download } from '#src/web/components/ui/icons';
import { useState } from 'react';
import type { TNewsletterPage } from '#src/contracts/newsletter';
import { ADMIN_NEWSLETTER_TEXT } from '#src/shared/texts/admin-newsletter';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';
import { AdminPage, FilteredTable, When, downloadFile, type Column } from '#src/web/features/admin/index';

const T = ADMIN_NEWSLETTER_TEXT;
type Subscriber = TNewsletterPage['subscribers'][number];

const COLUMNS: Column<Subscriber>[] = [
  { key: 'email', header: T.email, className: 'break-all', cell: (subscriber) => subscriber.email },
  {
    key: 'confirmed',
    header: T.confirmedAt,
    className: 'whitespace-nowrap',
    cell: (subscriber) => <When iso={subscriber.confirmedAt} />,
  },
];

/**
 * /admin/newsletter (docs/decisions/030): the confirmed subscribers, 50 a page, newest first, and their CSV (email,
 * confirmed_at), fetched with the admin's token.
 */
export function SubscribersScreen({ list }: { list: TNewsletterPage }) {
  const { showError, showSuccess } = useAlert();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile('/api/admin/newsletter.csv', 'newsletter.csv');
      showSuccess(T.exported);
    } catch (error) {
      showError(errorText(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <AdminPage
      title={T.title}
      description={T.intro}
      actions={
        <Button busy={exporting} busyText={T.exporting} onClick={() => void exportCsv()}>
          <Download className="size-4" aria-hidden="true" />
          {T.export}
        </Button>
      }
    >
      <FilteredTable
        summary={T.total(list.total)}
        page={list.page}
        totalPages={list.totalPages}
        hrefFor={(page) => `/admin/newsletter?page=${page}`}
        caption={T.caption}
        columns={COLUMNS}
        rows={list.subscribers}
        rowKey={(subscriber) => subscriber.id}
        empty={T.empty}
      />
    </AdminPage>
  );
}
