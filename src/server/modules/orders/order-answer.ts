import type {
  TLineRefund,
  TOrder,
  TOrderCharges,
  TOrderDelivery,
  TOrderLine,
  TOrderLineChange,
  TOrderRefund,
  TOrderSlot,
} from '#src/contracts/order-schemas';
import type { TOrderPayOnDelivery } from '#src/contracts/pay-on-delivery-schemas';
import type * as repo from './orders.repository';
import { postalAddressOf } from '#src/shared/order-address';
import { totalSaved } from '#src/shared/pricing/savings';
import { payOnDeliveryOf } from './pay-on-delivery-answer';

// The order as every answer shows it (the spec's shape), built from the stored rows; the back office's detail adds
// to it (admin-orders.service.ts).

/** Where the order goes, as every order answer carries it (ZOrderDelivery). */
export const deliveryOf = (order: repo.OrderRow): TOrderDelivery => ({
  name: order.name,
  phoneNumber: order.phoneNumber,
  address: order.address,
  ...postalAddressOf(order),
});

/** The order's delivery slot as answers show it (ZOrderSlot); null without one. */
export function slotOf(order: repo.OrderRow): TOrderSlot | null {
  if (order.slotRef === null || order.slotStart === null || order.slotEnd === null) return null;
  return {
    id: order.slotRef,
    date: order.slotRef.slice(order.slotRef.indexOf('@') + 1),
    startTime: order.slotStartTime ?? '',
    endTime: order.slotEndTime ?? '',
    start: order.slotStart.toISOString(),
    end: order.slotEnd.toISOString(),
  };
}

/** What the order cost and when it comes (ZOrderCharges, docs/decisions/031): every order answer carries it. */
export const chargesOf = (order: repo.OrderRow): TOrderCharges => ({
  itemsTotal: order.itemsTotal,
  deliveryFee: order.deliveryFee,
  discount: order.discount,
  slot: slotOf(order),
});

/** A changed line's refund as the shopper sees it (docs/decisions/032). */
export const lineRefundOf = (change: repo.LineChangeRow | repo.AdjustmentRow): TLineRefund => ({
  status: change.refundStatus,
  amount: change.refundAmount,
  refundedAt: change.refundedAt ? change.refundedAt.toISOString() : null,
});

/** What staff changed on a line, as every order answer shows it: the kind, when, the refund, the substitute. */
export function lineChangeOf(change: repo.LineChangeRow, line: repo.OrderLineRow): TOrderLineChange {
  return {
    kind: change.kind,
    at: change.at.toISOString(),
    refund: lineRefundOf(change),
    substitute:
      change.kind === 'substituted' && change.substituteProductId !== null && change.substituteVariantId !== null
        ? {
            productId: change.substituteProductId,
            variantId: change.substituteVariantId,
            title: change.substituteTitle ?? '',
            label: change.substituteLabel ?? '',
            image: change.substituteImage ?? '',
            price: change.substitutePrice ?? 0,
            quantity: line.quantity,
          }
        : null,
  };
}

function toOrderLine(line: repo.OrderLineRow, change: repo.LineChangeRow | undefined): TOrderLine {
  return {
    id: line.id,
    productId: line.productId,
    productTitle: line.productTitle,
    image: line.image,
    quantity: line.quantity,
    price: line.price,
    subTotal: line.subTotal,
    mrp: line.mrp,
    discount: line.discount,
    variantId: line.variantId,
    variantLabel: line.variantLabel,
    size: line.size,
    ram: line.ram,
    weight: line.weight,
    substitute: line.substitute,
    change: change ? lineChangeOf(change, line) : null,
  };
}

/** The money given back so far: refunded line changes and the cancellation's refund, once made. */
export const refundedTotalOf = ({ order, changes }: repo.OrderWithLines) =>
  changes.reduce((sum, change) => sum + (change.refundStatus === 'refunded' ? change.refundAmount : 0), 0) +
  (order.refundStatus === 'refunded' ? (order.refundAmount ?? 0) : 0);

/**
 * What the order saved (issue 29 §3): the MRP savings of the lines that were sent (an unavailable line was refunded,
 * so it saved nothing) plus the order's discounts.
 */
export function savedOf({ order, lines, changes }: repo.OrderWithLines): number {
  const unavailable = new Set(changes.filter((change) => change.kind === 'unavailable').map((change) => change.lineId));
  return totalSaved(
    lines.filter((line) => !unavailable.has(line.id)),
    [{ amount: order.discount }],
  );
}

/** The spec's order shape: `userid` in lower case, `date` as an ISO string, lines as `products`. */
export function toOrder(found: repo.OrderWithLines): TOrder {
  const { order, lines, changes } = found;
  const changeOf = new Map(changes.map((change) => [change.lineId, change]));
  return {
    id: order.id,
    _id: order.id,
    paymentId: order.paymentId,
    products: lines.map((line) => toOrderLine(line, changeOf.get(line.id))),
    ...deliveryOf(order),
    amount: order.amount,
    ...chargesOf(order),
    email: order.email,
    userid: order.userId,
    status: order.status,
    paymentMode: order.paymentMode,
    date: order.createdAt.toISOString(),
    refund: refundOf(order),
    refundedTotal: refundedTotalOf(found),
    saved: savedOf(found),
    ...withPayOnDelivery(found),
  };
}

/** `payOnDelivery` on a pay-on-delivery order's answer only: a card order's answer stays the spec's (decision 047). */
export function withPayOnDelivery(found: repo.OrderWithLines): { payOnDelivery?: TOrderPayOnDelivery } {
  const payOnDelivery = payOnDeliveryOf(found);
  return payOnDelivery ? { payOnDelivery } : {};
}

/** The refund as the shopper sees it (docs/decisions/024): null until there is one; never the provider's error. */
export function refundOf(order: repo.OrderRow): TOrderRefund | null {
  if (order.refundStatus === 'none' || order.refundAmount === null) return null;
  return {
    status: order.refundStatus,
    amount: order.refundAmount,
    refundedAt: order.refundedAt ? order.refundedAt.toISOString() : null,
  };
}
