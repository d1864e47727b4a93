import { CalendarClock, Download, Printer } from '#src/web/components/ui/icons';
import { BanknoteArrowDown } from '#src/web/components/ui/back-office-icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminOrders } from '#src/contracts/admin-orders';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { FIGURES_TEXT } from '#src/shared/texts/figures';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';
import { downloadFile, useMay } from '#src/web/features/admin/index';
import { search, type OrderFilters } from './order-filters';
import { useShopTimeZone } from '#src/web/lib/shop';
import { slipsDay } from './parts';

const T = ADMIN_ORDERS_TEXT.list;

/** The two exports of what the filters select: a row per line (docs/decisions/027), a row per order (050). */
const EXPORTS = {
  lines: { path: adminOrders.exportCsv.path, file: 'orders.csv', downloaded: T.downloaded },
  orders: {
    path: adminOrders.exportOrderTotalsCsv.path,
    file: 'order-totals.csv',
    downloaded: FIGURES_TEXT.csv.downloadedTotals,
  },
} as const;

/** The list's header links (payments, by slot, the day's slips) and the CSVs of what the filters select. */
export function OrderListActions({ filters }: { filters: OrderFilters }) {
  const { showError, showSuccess } = useAlert();
  const [exporting, setExporting] = useState<keyof typeof EXPORTS | null>(null);
  const timeZone = useShopTimeZone();
  // The payments to settle are money back (`refunds`): a packer's list does not point at a page it cannot open.
  const mayRefund = useMay('refunds');

  const exportCsv = async (which: keyof typeof EXPORTS) => {
    const { path, file, downloaded } = EXPORTS[which];
    setExporting(which);
    try {
      const query = search(filters);
      await downloadFile(`${path}${query ? `?${query}` : ''}`, file);
      showSuccess(downloaded);
    } catch (error) {
      showError(errorText(error));
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      {mayRefund ? (
        <Link to="/admin/orders/payments" className={buttonClasses('secondary', 'md')}>
          <BanknoteArrowDown className="size-4" aria-hidden="true" />
          {ADMIN_ORDERS_TEXT.payments.link}
        </Link>
      ) : null}
      <Link to="/admin/orders/slots" className={buttonClasses('secondary', 'md')}>
        <CalendarClock className="size-4" aria-hidden="true" />
        {T.bySlot}
      </Link>
      <Link
        to={`/admin/orders/slips?date=${slipsDay(filters.from === filters.to ? filters.from : null, timeZone)}`}
        className={buttonClasses('secondary', 'md')}
      >
        <Printer className="size-4" aria-hidden="true" />
        {T.slips}
      </Link>
      <Button busy={exporting === 'lines'} busyText={T.exporting} onClick={() => void exportCsv('lines')}>
        <Download className="size-4" aria-hidden="true" />
        {T.exportCsv}
      </Button>
      <Button
        variant="secondary"
        busy={exporting === 'orders'}
        busyText={FIGURES_TEXT.csv.exportingTotals}
        onClick={() => void exportCsv('orders')}
      >
        <Download className="size-4" aria-hidden="true" />
        {FIGURES_TEXT.csv.exportTotals}
      </Button>
    </>
  );
}
