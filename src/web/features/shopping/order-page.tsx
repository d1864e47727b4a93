import { ArrowLeft, RotateCcw, XCircle } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import type { TOrder } from '#src/contracts/order-schemas';
import type { TTaxDocumentSummary } from '#src/contracts/invoices';
import { canShopperCancel } from '#src/shared/constants';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { DocumentLinks } from '#src/web/features/invoices/index';
import { BuyAgainResult } from './buy-again-result';
import { NextStepsCard, OrderAddressCard, OrderTimelineCard, OrderTotalsCard } from './order-detail-cards';
import { OrderLinesCard } from './order-lines-card';
import { PageFrame } from './page-frame';
import { StatusBadge } from './status-badge';
import { ORDER_CARD } from './order-card';
import { useOrderActions } from './use-order-actions';
import { useShopTimeZone } from '#src/web/lib/shop';
import { formatShopTime } from '#src/shared/shop-time';

const T = SHOPPER_TEXT.order;

/**
 * One own order (issue 15): lines, totals, address, payment, the status timeline, Cancel while pending, Buy again;
 * its tax invoice and credit notes once issued (decision 054).
 */
export function OrderPage({ order: loaded, documents }: { order: TOrder; documents: TTaxDocumentSummary[] }) {
  const { order, confirming, setConfirming, cancelling, reordering, again, cancel, buyAgain } = useOrderActions(loaded);
  const timeZone = useShopTimeZone();

  return (
    <PageFrame
      title={T.title(order.id)}
      crumb={T.title(order.id)}
      intro={
        <span className="inline-flex flex-wrap items-center gap-2">
          {T.placedOn(formatShopTime(order.date, timeZone, 'day'))}
          <StatusBadge status={order.status} label={SHOPPER_TEXT.statusLabel(order.status)} />
        </span>
      }
    >
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <Link to="/orders" className={buttonClasses('quiet', 'md')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {T.backToOrders}
        </Link>
        <Button variant="primary" busy={reordering} busyText={T.addingAgain} onClick={() => void buyAgain()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {T.buyAgain}
        </Button>
        {canShopperCancel(order.status) ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <XCircle className="size-4" aria-hidden="true" />
            {T.cancel}
          </Button>
        ) : null}
      </div>

      {again ? <BuyAgainResult answer={again} /> : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] xl:gap-8">
        <OrderLinesCard order={order} />

        <div className="space-y-6">
          <NextStepsCard order={order} />

          <OrderTotalsCard order={order} />

          <DocumentLinks
            documents={documents}
            orderHref={`/orders/${order.id}`}
            className={ORDER_CARD}
            headingClassName="text-lg"
          />

          <OrderAddressCard order={order} />

          <OrderTimelineCard order={order} />
        </div>
      </div>

      <Dialog open={confirming} onOpenChange={(open) => !cancelling && setConfirming(open)}>
        <DialogContent title={T.cancelTitle} description={T.cancelBody} side="sheet">
          <div className="flex flex-wrap justify-end gap-3 p-5">
            <Button variant="quiet" onClick={() => setConfirming(false)}>
              {T.keepOrder}
            </Button>
            <Button busy={cancelling} busyText={T.cancelling} onClick={() => void cancel()}>
              {T.confirmCancel}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </PageFrame>
  );
}
