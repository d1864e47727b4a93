import { format } from 'date-fns';
import { ArrowLeft, CalendarClock, RotateCcw, ShoppingCart, XCircle } from '#src/web/components/ui/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TOrder } from '#src/contracts/order-schemas';
import type { TReorderAnswer } from '#src/contracts/orders';
import { canShopperCancel } from '#src/shared/constants';
import { slotLabel } from '#src/shared/delivery-slot';
import { DELIVERY_PAGE_TEXT } from '#src/shared/texts/delivery-pages';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { formatPrice } from '#src/web/lib/format';
import { CartProductLink } from './cart-line';
import { OrderLineChange, lineRefundsMade } from './order-line-change';
import { addressLines } from '#src/shared/order-address';
import { PageFrame } from './page-frame';
import { refreshCounts } from './shopping-store';
import { StatusBadge } from './status-badge';

const T = SHOPPER_TEXT.order;
const CARD = 'rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200/80 sm:p-6';

const when = (iso: string) => format(new Date(iso), 'd MMM yyyy, h:mm a');

/** One own order (issue 15): lines, totals, address, payment, the status timeline, Cancel while pending, Buy again. */
export function OrderPage({ order: loaded }: { order: TOrder }) {
  const { showSuccess, showError } = useAlert();
  const [order, setOrder] = useState(loaded);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reordering, setReordering] = useState(false);
  const [again, setAgain] = useState<TReorderAnswer | null>(null);
  // A cancelled order's refund (docs/decisions/024).
  const refund = order.refund;
  // What staff changed while picking (docs/decisions/032) gave back so far.
  const lineRefunds = lineRefundsMade(order.products);

  const cancel = async () => {
    setCancelling(true);
    try {
      setOrder(await api.orders.cancel({ params: { id: order.id } }));
      showSuccess(T.cancelled);
    } catch (error) {
      showError(errorText(error));
    } finally {
      setCancelling(false);
      setConfirming(false);
    }
  };

  const buyAgain = async () => {
    setReordering(true);
    try {
      const answer = await api.orders.reorder({ params: { id: order.id } });
      setAgain(answer);
      const n = answer.added.length;
      if (n === 0) showError(T.noneAdded);
      else showSuccess(answer.unavailable.length === 0 ? T.allAdded(n) : T.someAdded(n));
      refreshCounts().catch((error: unknown) => console.error('counts after buy again', error));
    } catch (error) {
      showError(errorText(error));
    } finally {
      setReordering(false);
    }
  };

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
        <section aria-labelledby="order-items" className={CARD}>
          <h2 id="order-items" className="text-lg font-bold text-slate-900">
            {T.items}{' '}
            <span className="font-normal text-slate-600">
              ({T.itemCount(order.products.reduce((sum, line) => sum + line.quantity, 0))})
            </span>
          </h2>
          <ul className="mt-4 divide-y divide-slate-100">
            {order.products.map((line, index) => (
              <li key={`${line.productId}-${index}`} className="flex items-center gap-4 py-4">
                <div className="min-w-0 flex-1">
                  <CartProductLink line={line} />
                  <OrderLineChange line={line} />
                </div>
                <div className="shrink-0 text-right tabular-nums">
                  <p className="font-bold whitespace-nowrap text-slate-900">{formatPrice(line.subTotal)}</p>
                  <p className="mt-0.5 text-sm whitespace-nowrap text-slate-600">
                    {T.quantityTimes(line.quantity, formatPrice(line.price))}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {lineRefunds > 0 ? (
            <p className="mt-2 flex justify-between gap-4 border-t border-slate-100 pt-4 text-sm font-semibold text-slate-900 tabular-nums">
              <span>{SHOPPER_TEXT.substitution.refundedTotal}</span>
              <span data-line-refunds>{formatPrice(lineRefunds)}</span>
            </p>
          ) : null}
        </section>

        <div className="space-y-6">
          <section aria-labelledby="order-summary" className={CARD}>
            <h2 id="order-summary" className="text-lg font-bold text-slate-900">
              {T.summary}
            </h2>
            <dl className="mt-4 space-y-2 text-sm tabular-nums">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{T.itemsTotal}</dt>
                <dd>{formatPrice(order.itemsTotal)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{DELIVERY_PAGE_TEXT.order.deliveryFee}</dt>
                <dd>{order.deliveryFee > 0 ? formatPrice(order.deliveryFee) : T.free}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-slate-100 pt-2 text-base font-bold text-slate-900">
                <dt>{T.total}</dt>
                <dd>{formatPrice(order.amount)}</dd>
              </div>
              <div className="flex justify-between gap-4 pt-2">
                <dt className="text-slate-600">{T.paymentMode}</dt>
                <dd className="text-right">{order.paymentMode === 'test' ? T.testPayment : T.paidByCard}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{T.paymentId}</dt>
                <dd className="font-mono text-xs break-all">{order.paymentId}</dd>
              </div>
              {refund ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">{T.refund}</dt>
                  <dd className="text-right font-semibold">
                    {T.refundStates[refund.status] ?? refund.status} · {formatPrice(refund.amount)}
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>

          <section aria-labelledby="order-address" className={CARD}>
            <h2 id="order-address" className="text-lg font-bold text-slate-900">
              {T.deliverTo}
            </h2>
            {order.slot ? (
              <p className="mt-3 flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2.5 text-sm font-semibold text-brand-800">
                <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {DELIVERY_PAGE_TEXT.order.slotLine(slotLabel(order.slot))}
              </p>
            ) : null}
            <address className="mt-3 text-sm leading-relaxed text-slate-700 not-italic">
              <span className="block font-semibold text-slate-900">{order.name}</span>
              {addressLines(order).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              <span className="mt-2 block tabular-nums">{order.phoneNumber}</span>
              <span className="block break-all">{order.email}</span>
            </address>
          </section>

          <section aria-labelledby="order-timeline" className={CARD}>
            <h2 id="order-timeline" className="text-lg font-bold text-slate-900">
              {T.timeline}
            </h2>
            <ol className="mt-4 space-y-4 border-l-2 border-brand-100 pl-5">
              {[{ status: 'placed', at: order.date }, ...(order.history ?? [])].map((event, index) => (
                <li key={`${event.status}-${index}`} className="relative">
                  <span
                    aria-hidden="true"
                    className={`absolute top-1.5 -left-[1.72rem] size-3 rounded-full ring-4 ring-white ${
                      event.status === 'cancelled' ? 'bg-red-700' : 'bg-brand-600'
                    }`}
                  />
                  <p className="font-semibold text-slate-900">
                    {event.status === 'placed' ? T.placed : SHOPPER_TEXT.statusLabel(event.status)}
                  </p>
                  <time dateTime={event.at} className="text-sm text-slate-600 tabular-nums">
                    {when(event.at)}
                  </time>
                </li>
              ))}
            </ol>
          </section>
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

/** What "Buy again" did: the lines added (some with less than ordered) and the ones that were not, with why. */
function BuyAgainResult({ answer }: { answer: TReorderAnswer }) {
  return (
    <section role="status" aria-label={T.buyAgain} className={`${CARD} mb-6`}>
      {answer.added.length > 0 ? (
        <>
          <p className="font-semibold text-slate-900">{T.someAdded(answer.added.length)}</p>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
            {answer.added.map((line) => (
              <li key={line.variantId}>
                {line.title}
                {line.label ? ` · ${line.label}` : ''}
                {line.quantity < line.ordered ? ` — ${T.fewerAdded(line.quantity, line.ordered)}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {answer.unavailable.length > 0 ? (
        <>
          <p className="mt-3 font-semibold text-slate-900">{T.notAdded}</p>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
            {answer.unavailable.map((line, index) => (
              <li key={`${line.productId}-${index}`}>
                {line.title}
                {line.label ? ` · ${line.label}` : ''} — {T.reasons[line.reason] ?? line.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to="/cart" className={buttonClasses('secondary', 'sm', 'mt-4')}>
        <ShoppingCart className="size-4" aria-hidden="true" />
        {T.goToCart}
      </Link>
    </section>
  );
}
