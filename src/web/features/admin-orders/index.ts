/** The back office's order screens and packing slips (issue 15, docs/decisions/027). */
export { OrderDetail } from './order-detail';
export { OrderList, type OrderFilters } from './order-list';
export { PackingSlip } from './packing-slip';
export { PaymentsToSettle } from './payments-to-settle';
export { isDay, isSlotId, slipsDay } from './parts';
export { SlotDay } from './slot-day';
