import { CalendarClock } from '#src/web/components/ui/icons';
import type { TOrder } from '#src/contracts/order-schemas';
import { slotLabel } from '#src/shared/delivery-slot';
import { DELIVERY_PAGE_TEXT } from '#src/shared/texts/delivery-pages';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { COUPON_TEXT } from '#src/shared/texts/coupons';
import { PAY_ON_DELIVERY_TEXT } from '#src/shared/texts/pay-on-delivery';
import { formatPrice } from '#src/web/lib/format';
import { useShopTimeZone } from '#src/web/lib/shop';
import { formatShopTime } from '#src/shared/shop-time';
import { addressLines } from '#src/shared/order-address';
import { ORDER_CARD as CARD } from './order-card';
import { SavedTotal } from './mrp-saving';
import { PayOnDeliveryRow } from './pay-on-delivery-rows';
import { QUICK_SHOP_TEXT } from '#src/shared/texts/quick-shop';
import type { OrderStatus } from '#src/shared/constants';

/** The delivery's steps in order (issue 32 §2): what the timeline shows still to come. */
const ORDER_FLOW: OrderStatus[] = ['pending', 'confirmed', 'packed', 'out_for_delivery', 'delivered'];

const T = SHOPPER_TEXT.order;

/** Totals, payment and, for a cancelled order, its refund (docs/decisions/024). */
export function OrderTotalsCard({ order }: { order: TOrder }) {
  const refund = order.refund;
  return (
    <section aria-labelledby="order-summary" className={CARD}>
      <h2 id="order-summary" className="text-lg font-bold text-slate-900">
        {T.summary}
      </h2>
      <dl className="mt-4 space-y-2 text-sm tabular-nums">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{T.itemsTotal}</dt>
          <dd>{formatPrice(order.itemsTotal)}</dd>
        </div>
        {(order.discounts ?? []).map((discount) => (
          <div key={discount.label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{COUPON_TEXT.discountLine(discount.label)}</dt>
            <dd className="text-brand-700">− {formatPrice(discount.amount)}</dd>
          </div>
        ))}
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
          <dd className="text-right">
            {order.payOnDelivery
              ? PAY_ON_DELIVERY_TEXT.methodLabel
              : order.paymentMode === 'test'
                ? T.testPayment
                : T.paidByCard}
          </dd>
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
      <SavedTotal amount={order.saved} placed className="mt-4" />
      {order.payOnDelivery ? <PayOnDeliveryRow payment={order.payOnDelivery} /> : null}
    </section>
  );
}

/** Where and when the order goes. */
export function OrderAddressCard({ order }: { order: TOrder }) {
  return (
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
  );
}

/** The status timeline, from the order's placing on. */
export function OrderTimelineCard({ order }: { order: TOrder }) {
  const timeZone = useShopTimeZone();
  return (
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
              {formatShopTime(event.at, timeZone)}
            </time>
          </li>
        ))}
        {/* The steps still to come, greyed (issue 32 §2): none for a cancelled or delivered order. */}
        {stepsToCome(order).map((status) => (
          <li key={`next-${status}`} className="relative text-slate-500">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full bg-slate-300 ring-4 ring-white"
            />
            <p className="font-medium">{SHOPPER_TEXT.statusLabel(status)}</p>
            <span className="text-sm">{QUICK_SHOP_TEXT.quickShop.stepToCome}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The delivery's steps after the order's latest one, in order; none once it is cancelled or delivered. */
function stepsToCome(order: TOrder): OrderStatus[] {
  if (order.status === 'cancelled') return [];
  const reached = ORDER_FLOW.indexOf(order.status as OrderStatus);
  return ORDER_FLOW.slice(reached + 1);
}

/** "What happens next" on a fresh order (issue 32 §2): confirmation, the slot, the mails, paying at the door. */
export function NextStepsCard({ order }: { order: TOrder }) {
  if (order.status !== 'pending') return null;
  const W = QUICK_SHOP_TEXT.quickShop.next;
  return (
    <section aria-labelledby="order-next" className={CARD}>
      <h2 id="order-next" className="text-lg font-bold text-slate-900">
        {W.title}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        <li>{W.confirm}</li>
        <li>{order.slot ? W.slot(slotLabel(order.slot)) : W.noSlot}</li>
        <li>{W.mails}</li>
        {order.payOnDelivery ? <li>{W.payAtDoor}</li> : null}
        <li>{W.cancel}</li>
      </ul>
    </section>
  );
}
