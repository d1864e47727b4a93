/**
 * The back office's delivery words (issue 16, docs/decisions/029): pages and server answers. Not part of `TEXT`
 * (every storefront page imports that): admin pages and the admin endpoints import `ADMIN_DELIVERY_TEXT` from here.
 */
export const ADMIN_DELIVERY_TEXT = {
  zoneNotFound: 'This delivery zone does not exist',
  templateNotFound: 'This delivery slot does not exist',
  closedDateNotFound: 'This closed date does not exist',
  defaultZoneKept: 'The default zone serves every other pincode: it cannot be deleted (make it inactive instead)',
  defaultZoneCodes: 'The default zone serves every pincode no other zone names: it takes no pincodes or prefixes',
  codeTakenElsewhere: (code: string, zone: string) => `${code} is already served by the zone "${zone}"`,
  endBeforeStart: 'The slot must end after it starts',
  closedDateTaken: 'This day is already closed',
  templateHasBookings: (count: number) =>
    `This slot has ${count} upcoming ${count === 1 ? 'booking' : 'bookings'}: make it inactive instead of deleting it`,
  nav: 'Delivery',
  title: 'Delivery',
  intro: 'Zones by pincode with their fees and minimums, and each zone’s weekly slots.',
  zones: 'Zones',
  slots: (zone: string) => `Slots of ${zone}`,
  columns: {
    name: 'Name',
    pincodes: 'Pincodes',
    fee: 'Fee',
    freeFrom: 'Free from',
    minimum: 'Minimum order',
    status: 'Status',
    day: 'Day',
    time: 'Time',
    capacity: 'Capacity',
    cutoff: 'Cut-off',
  },
  everywhere: 'Every other pincode',
  never: 'Never',
  none: 'None',
  active: 'Active',
  inactive: 'Inactive',
  noSlots: 'No slots yet.',
  cutoffHours: (hours: number) => `${hours} h before`,
  weekdays: ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as readonly string[],
} as const;
