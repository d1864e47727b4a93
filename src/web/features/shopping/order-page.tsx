import { format } from 'date-fns';
import { ArrowLeft, RotateCcw, XCircle } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import type { TOrder } from '#src/contracts/order-schemas';
import { canShopperCancel } from '#src/shared/constants';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { BuyAgainResult } from './buy-again-result';
import { OrderAddressCard, OrderTimelineCard, OrderTotalsCard } from './order-detail-cards';
import { OrderLinesCard } from './order-lines-card';
import { PageFrame } from './page-frame';
import { StatusBadge } from './status-badge';
import { useOrderActions } from './use-order-actions';

const T = SHOPPER_TEXT.order;

/** One own order (issue 15): lines, totals, address, payment, the status timeline, Cancel while pending, Buy again. */
export function OrderPage({ order: loaded }: { order: TOrder }) {
  const { order, confirming, setConfirming, cancelling, reordering, again, cancel, buyAgain } = useOrderActions(loaded);

  return (
    <PageFrame
      title={T.title(order.id)}
      crumb={T.title(order.id)}
      intro={
        <span className="inline-flex flex-wrap items-center gap-2">
          {T.placedOn(format(new Date(order.date), 'd MMM yyyy'))}
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
          <OrderTotalsCard order={order} />

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
