import { CalendarClock } from '#src/web/components/ui/icons';
import { BanknoteArrowDown, Download, Printer } from '#src/web/components/ui/back-office-icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';
import { downloadFile } from '#src/web/features/admin/index';
import { search, type OrderFilters } from './order-filters';
import { todayUtc } from './parts';

const T = ADMIN_ORDERS_TEXT.list;

/** The list's header links (payments, by slot, the day's slips) and the CSV of what the filters select. */
export function OrderListActions({ filters }: { filters: OrderFilters }) {
  const { showError, showSuccess } = useAlert();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = search(filters);
      await downloadFile(`/api/admin/export/orders.csv${query ? `?${query}` : ''}`, 'orders.csv');
      showSuccess(T.downloaded);
    } catch (error) {
      showError(errorText(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Link to="/admin/orders/payments" className={buttonClasses('secondary', 'md')}>
        <BanknoteArrowDown className="size-4" aria-hidden="true" />
        {ADMIN_ORDERS_TEXT.payments.link}
      </Link>
      <Link to="/admin/orders/slots" className={buttonClasses('secondary', 'md')}>
        <CalendarClock className="size-4" aria-hidden="true" />
        {T.bySlot}
      </Link>
      <Link
        to={`/admin/orders/slips?date=${filters.from && filters.from === filters.to ? filters.from : todayUtc()}`}
        className={buttonClasses('secondary', 'md')}
      >
        <Printer className="size-4" aria-hidden="true" />
        {T.slips}
      </Link>
      <Button busy={exporting} busyText={T.exporting} onClick={() => void exportCsv()}>
        <Download className="size-4" aria-hidden="true" />
        {T.exportCsv}
      </Button>
    </>
  );
}
