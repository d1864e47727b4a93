import type { ReactNode } from 'react';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { slotLabel } from '#src/shared/delivery-slot';
import { addressLines } from '#src/shared/order-address';
import { COUPON_TEXT } from '#src/shared/texts/coupons';
import { formatPrice } from '#src/web/lib/format';
import { Facts, Section } from './order-sections';
import { TestBadge } from './parts';

const T = ADMIN_ORDERS_TEXT.detail;

/** The shopper's name, e-mail, phone, address and delivery slot. */
export function CustomerSection({ order }: { order: TAdminOrderDetail }) {
  return (
    <Section title={T.customer}>
      <p className="font-semibold text-slate-900">{order.name}</p>
      <p className="mt-1 text-sm">
        <a className="text-brand-700 hover:underline" href={`mailto:${order.email}`}>
          {order.email}
        </a>
      </p>
      <p className="text-sm">
        <a className="text-brand-700 hover:underline" href={`tel:${order.phoneNumber}`}>
          {order.phoneNumber}
        </a>
      </p>
      <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-600">{T.address}</h3>
      <address className="text-sm whitespace-pre-line text-slate-900 not-italic">
        {addressLines(order).join('\n')}
      </address>
      {order.slot ? (
        <>
          <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-600">{T.deliverySlot}</h3>
          <p className="text-sm font-semibold text-slate-900 tabular-nums">{slotLabel(order.slot)}</p>
        </>
      ) : null}
    </Section>
  );
}

/** The payment's ids, mode (test orders flagged) and the money: items, delivery fee, total. */
export function PaymentSection({ order }: { order: TAdminOrderDetail }) {
  return (
    <Section title={T.payment}>
      <Facts
        rows={[
          [
            T.paymentId,
            <code key="p" className="text-xs">
              {order.paymentId}
            </code>,
          ],
          [
            T.providerOrderId,
            <code key="o" className="text-xs">
              {order.providerOrderId}
            </code>,
          ],
          [
            T.mode,
            order.paymentMode === 'test' ? (
              <span key="m" className="flex flex-wrap items-center gap-2">
                <TestBadge />
                <span className="text-xs text-slate-600">{ADMIN_ORDERS_TEXT.testHint}</span>
              </span>
            ) : (
              T.live
            ),
          ],
          [T.itemsTotal, formatPrice(order.itemsTotal)],
          ...(order.discounts ?? []).map((discount): [string, ReactNode] => [
            COUPON_TEXT.discountLine(discount.label),
            `− ${formatPrice(discount.amount)}`,
          ]),
          [T.deliveryFee, order.deliveryFee > 0 ? formatPrice(order.deliveryFee) : T.freeDelivery],
          [T.total, formatPrice(order.amount)],
        ]}
      />
    </Section>
  );
}
