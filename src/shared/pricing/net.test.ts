import { describe, expect, it } from 'vitest';
import { lineRefundsOf, orderNet, refundedOf, type NetLineChange, type NetOrder } from './net';

/** What the shop kept (docs/decisions/050), as a literal table: each input and its refunded and net amounts. */
const online = (more: Partial<NetOrder> = {}): NetOrder => ({
  amount: 400,
  status: 'confirmed',
  paymentMethod: 'online',
  refundStatus: 'none',
  refundAmount: null,
  collectedAmount: null,
  ...more,
});
const onDelivery = (more: Partial<NetOrder> = {}): NetOrder => online({ paymentMethod: 'on_delivery', ...more });
const change = (refundAmount: number, refundStatus: NetLineChange['refundStatus']): NetLineChange => ({
  refundAmount,
  refundStatus,
});

describe('what the shop kept of an order', () => {
  it.each<[string, NetOrder, NetLineChange[], number, number, number]>([
    ['online, untouched', online(), [], 0, 0, 400],
    ['online, a line refunded', online(), [change(100, 'refunded')], 100, 100, 300],
    [
      'online, a line refund pending or failed: still owed',
      online(),
      [change(100, 'pending'), change(60, 'failed')],
      160,
      160,
      240,
    ],
    ['online, a substitute at the same price', online(), [change(0, 'none')], 0, 0, 400],
    [
      'online, cancelled after a line refund',
      online({ status: 'cancelled', refundStatus: 'refunded', refundAmount: 300 }),
      [change(100, 'refunded')],
      100,
      400,
      0,
    ],
    [
      'online, cancelled, its refund pending',
      online({ status: 'cancelled', refundStatus: 'pending', refundAmount: 400 }),
      [],
      0,
      400,
      0,
    ],
    ['on delivery, due', onDelivery(), [], 0, 0, 400],
    ['on delivery, a line reduced', onDelivery(), [change(100, 'none')], 100, 0, 300],
    [
      'on delivery, collected',
      onDelivery({ status: 'delivered', collectedAmount: 290 }),
      [change(100, 'none')],
      100,
      0,
      290,
    ],
    ['on delivery, cancelled', onDelivery({ status: 'cancelled' }), [change(100, 'none')], 100, 0, 0],
  ])('%s', (_, order, changes, lines, refunded, net) => {
    expect(lineRefundsOf(order, changes)).toBe(lines);
    expect(refundedOf(order, changes)).toBe(refunded);
    expect(orderNet(order, changes)).toBe(net);
  });
});
