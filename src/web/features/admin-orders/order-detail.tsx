import { ArrowLeft } from '#src/web/components/ui/icons';
import { Printer } from '#src/web/components/ui/back-office-icons';
import { Link } from 'react-router';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { buttonClasses } from '#src/web/components/ui/button';
import { AdminPage, StatusBadge, whenText } from '#src/web/features/admin/index';
import { TestBadge } from './parts';
import { CustomerSection, PaymentSection } from './order-contact-payment';
import { MoneyPanel } from './money-panel';
import { OrderLines } from './order-lines';
import { PayOnDeliveryPanel } from './pay-on-delivery-panel';
import { RefundPanel } from './refund-panel';
import { StatusPanel } from './status-panel';
import { Timeline } from './order-timeline';

const T = ADMIN_ORDERS_TEXT.detail;

/**
 * One order for the back office (issue 15): its lines and totals, the shopper's contact and address, the payment
 * (test orders flagged), the status with the allowed moves and a note, and the timeline.
 */
export function OrderDetail({ order }: { order: TAdminOrderDetail }) {
  return (
    <AdminPage
      title={T.title(order.id)}
      description={
        <span className="flex flex-wrap items-center gap-2">
          {T.placedOn(whenText(order.date))}
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
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <OrderLines order={order} />
          <Timeline order={order} />
        </div>
        <div className="space-y-5">
          <StatusPanel order={order} />
          <MoneyPanel order={order} />
          {order.payOnDelivery ? <PayOnDeliveryPanel order={order} payment={order.payOnDelivery} /> : null}
          {order.refund ? <RefundPanel order={order} refund={order.refund} /> : null}
          <CustomerSection order={order} />
          <PaymentSection order={order} />
        </div>
      </div>
    </AdminPage>
  );
}
