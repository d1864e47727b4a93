import { INVOICES_TEXT } from '#src/shared/texts/invoices';
import type { Database } from '#src/db/client';
import { issueInvoice, shareOut, type DocumentClock, type InvoiceLineSource } from '#src/server/modules/invoices/index';
import { DELIVERY_FEE_GST_RATE_BPS, DELIVERY_FEE_SAC, PAISE_PER_RUPEE } from '#src/shared/constants';
import * as repo from './orders.repository';

/**
 * When an order is invoiced and for what (issue 30 §2, docs/decisions/054). An order is complete — and gets its tax
 * invoice, in the transaction that completed it — once it is delivered and paid: an online order when delivered, a
 * pay-on-delivery order when the last of delivery and collection is recorded.
 */

/** Whether the order (as it is now, in the transaction) is delivered and paid. */
export const isComplete = (order: Pick<repo.OrderRow, 'status' | 'paymentMethod' | 'paymentStatus'>) =>
  order.status === 'delivered' && (order.paymentMethod === 'online' || order.paymentStatus === 'paid');

const describe = (title: string, label: string) => (label ? `${title} (${label})` : title);

/**
 * What the invoice is for, line by line, whole rupees → paise: each line's subtotal less its share of the discounts
 * less what its change (unavailable, substituted: decision 032) refunded or took off what to collect; a line marked
 * unavailable was not supplied and is left out. The delivery fee is a line of its own (SAC, 18 %: decision 054).
 * Adds up to what the shopper paid for the order.
 */
export function invoiceLinesOf(found: repo.OrderWithLines): InvoiceLineSource[] {
  const { order, lines, changes, adjustments } = found;
  const changeOf = new Map(changes.map((change) => [change.lineId, change]));
  const items = lines.flatMap((line): InvoiceLineSource[] => {
    const change = changeOf.get(line.id);
    if (change?.kind === 'unavailable') return [];
    const substituted = change?.kind === 'substituted';
    // Units reduced or returned before the invoice (docs/decisions/055) are not supplied: neither their money.
    const adjusted = adjustments.filter((adjustment) => adjustment.lineId === line.id);
    const paid =
      line.subTotal -
      line.discount -
      (change?.refundAmount ?? 0) -
      adjusted.reduce((sum, adjustment) => sum + adjustment.refundAmount, 0);
    return [
      {
        orderLineId: line.id,
        description: substituted
          ? describe(change.substituteTitle ?? line.productTitle, change.substituteLabel ?? '')
          : describe(line.productTitle, line.variantLabel),
        hsnCode: line.hsnCode,
        quantity: line.quantity - adjusted.reduce((sum, adjustment) => sum + adjustment.quantity, 0),
        rateBps: line.gstRateBps,
        amountPaise: paid * PAISE_PER_RUPEE,
      },
    ];
  });
  if (order.deliveryFee > 0) {
    items.push({
      orderLineId: null,
      description: INVOICES_TEXT.deliveryFee,
      hsnCode: DELIVERY_FEE_SAC,
      quantity: 1,
      rateBps: DELIVERY_FEE_GST_RATE_BPS,
      amountPaise: order.deliveryFee * PAISE_PER_RUPEE,
    });
  }
  // A goodwill refund before the invoice lowers the price of what was supplied: shared over the lines in proportion.
  const goodwill = adjustments
    .filter((adjustment) => adjustment.kind === 'goodwill')
    .reduce((sum, adjustment) => sum + adjustment.refundAmount, 0);
  if (goodwill === 0) return items;
  const shares = shareOut(
    goodwill * PAISE_PER_RUPEE,
    items.map((item) => item.amountPaise),
  );
  return items.map((item, i) => ({ ...item, amountPaise: item.amountPaise - shares[i]! }));
}

/**
 * Inside the transaction that delivered the order or recorded its payment at the door, after its row was written:
 * the tax invoice if the order is now complete (once: a second call answers the first). Nothing otherwise.
 */
export async function invoiceIfComplete(tx: Database, orderId: number, clock: DocumentClock): Promise<void> {
  const found = await repo.findOrder(tx, orderId);
  if (!found || !isComplete(found.order)) return;
  const { order } = found;
  await issueInvoice(
    tx,
    {
      orderId,
      placeOfSupply: order.placeOfSupply,
      shopState: order.shopState,
      buyer: {
        name: order.name,
        address: [order.addressLine1 || order.address, order.addressLine2, order.city].filter(Boolean).join('\n'),
        pincode: order.pincode,
        state: order.placeOfSupply || order.state,
        phone: order.phoneNumber,
        email: order.email,
      },
      lines: invoiceLinesOf(found),
    },
    clock,
  );
}
