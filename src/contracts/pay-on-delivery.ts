import { z } from 'zod';
import { ZIdParams } from './common';
import { ZSlotRef } from './delivery';
import { defineEndpoint } from './endpoint';
import { ZAdminOrderDetail } from './admin-order-schemas';
import { ZOrder } from './order-schemas';
import { ZShipping } from './payments';

// Pay on delivery (issue 29 §1, docs/decisions/047): the shopper's order placed without an online payment, and the
// back office's record of what was collected at the door.

/** The checkout's shipping payload (the spec's fields, as the card path's) and the chosen slot. No amounts: ignored. */
export const ZOnDeliveryBody = ZShipping.extend({ slotId: ZSlotRef.optional() });

/** What was collected at the door: the amount to collect, by cash or UPI (with its reference, optional). */
export const ZRecordPaymentBody = z.object({
  method: z.enum(['cash', 'upi']),
  /** Whole rupees: must be the order's amount to collect. */
  amount: z.number().int().min(0).max(10_000_000),
  reference: z.string().trim().max(100).optional(),
});

export type TOnDeliveryBody = z.output<typeof ZOnDeliveryBody>;
export type TRecordPaymentBody = z.infer<typeof ZRecordPaymentBody>;

export const payOnDelivery = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/orders/create-on-delivery',
    auth: 'user',
    tags: ['orders'],
    summary: "Place the order to be paid on delivery (cash or UPI at the door): the server's cart at its prices",
    description:
      '201 with the order (`status` pending, `payOnDelivery.status` due, `payOnDelivery.collect` the amount). The ' +
      'stock is taken, the slot booked and the cart emptied in one transaction. 400 when the cart is empty or short ' +
      'of stock, the pincode is not served, below the minimum, without a slot where the zone has slots ' +
      '(SLOT_REQUIRED), when the zone does not offer pay on delivery (PAY_ON_DELIVERY_UNAVAILABLE), the total is ' +
      'over its maximum (PAY_ON_DELIVERY_OVER_MAX) or the shopper has its number of due orders already ' +
      '(PAY_ON_DELIVERY_LIMIT); 409 when the slot cannot be booked.',
    body: ZOnDeliveryBody,
    responses: { 201: ZOrder },
  }),
};

export const adminPayOnDelivery = {
  recordPayment: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/payment',
    auth: { permission: 'orders' },
    tags: ['admin', 'orders'],
    summary: 'Record what was collected at the door for a pay-on-delivery order: it becomes paid',
    description:
      'The amount must be the amount to collect (400 otherwise). 409 for a cancelled order, one already paid or ' +
      'an online order. 404 for an unknown order. Audited; the order’s event is recorded.',
    params: ZIdParams,
    body: ZRecordPaymentBody,
    responses: { 200: ZAdminOrderDetail },
  }),
};
