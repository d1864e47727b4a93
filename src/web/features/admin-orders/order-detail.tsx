import { ArrowLeft, Printer } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import type { TTaxDocumentSummary } from '#src/contracts/invoices';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { buttonClasses } from '#src/web/components/ui/button';
import { AdminPage, AdminPanel, StatusBadge, whenText } from '#src/web/features/admin/index';
import { DocumentLinks } from '#src/web/features/invoices/index';
import { TestBadge } from './parts';
import { CustomerSection, PaymentSection } from './order-contact-payment';
import { AdjustPanel } from './adjust-actions';
import { MoneyPanel } from './money-panel';
import { OrderLines } from './order-lines';
import { PayOnDeliveryPanel } from './pay-on-delivery-panel';
import { RefundPanel } from './refund-panel';
import { StatusPanel } from './status-panel';
import { Timeline } from './order-timeline';
import { useShopTimeZone } from '#src/web/lib/shop';

const T = ADMIN_ORDERS_TEXT.detail;

/**
 * One order for the back office (issue 15): its lines and totals, the shopper's contact and address, the payment
 * (test orders flagged), the status with the allowed moves and a note, the timeline, and its tax invoice and credit
 * notes once issued (decision 054).
 */
export function OrderDetail({ order, documents }: { order: TAdminOrderDetail; documents: TTaxDocumentSummary[] }) {
  const timeZone = useShopTimeZone();
  return (
    <AdminPage
      title={T.title(order.id)}
      description={
        <span className="flex flex-wrap items-center gap-2">
          {T.placedOn(whenText(order.date, timeZone))}
          <StatusBadge status={order.status} />
          {order.paymentMode === 'test' ? <TestBadge /> : null}
        </span>
      }
      actions={
        <>
          <Link to="/admin/orders" className={buttonClasses('quiet', 'md')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {T.backToList}
          </Link>
          <Link to={`/admin/orders/${order.id}/slip`} className={buttonClasses('secondary', 'md')}>
            <Printer className="size-4" aria-hidden="true" />
            {T.slip}
          </Link>
        </>
      }
    >
      {/* Issue 31 §3: the status moves on top, the lines as cards, so nothing a packer needs is off-screen. */}
      <StatusPanel order={order} />
      <div className="mt-5 grid gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <OrderLines order={order} />
          <Timeline order={order} />
        </div>
        <div className="min-w-0 space-y-5">
          <MoneyPanel order={order} />
          <AdjustPanel order={order} />
          {documents.length > 0 ? (
            <AdminPanel className="p-5">
              <DocumentLinks
                documents={documents}
                orderHref={`/admin/orders/${order.id}`}
                headingClassName="text-base"
              />
            </AdminPanel>
          ) : null}
          {order.payOnDelivery ? <PayOnDeliveryPanel order={order} payment={order.payOnDelivery} /> : null}
          {order.refund ? <RefundPanel order={order} refund={order.refund} /> : null}
          <CustomerSection order={order} />
          <PaymentSection order={order} />
        </div>
      </div>
    </AdminPage>
  );
}
