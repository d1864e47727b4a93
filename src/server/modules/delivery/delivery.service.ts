// Delivery's rules, one file per seam: zones and quotes (delivery-zones), the slot listings (delivery-slots), what
// a slot is and whether it can be taken (slot-rules), holds and bookings (slot-holds, slot-bookings).
export * from './delivery-zones';
export * from './delivery-slots';
export type { SlotBooking, SlotHold, SlotPlace, SlotWhen } from './slot-rules';
export * from './slot-holds';
export * from './slot-bookings';
