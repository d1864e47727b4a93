// Delivery's tables, one file per seam: zones and slot templates, the calendar (closed dates, availability),
// holds and bookings (claims). The service reads them all through this file.
export * from './zones.repository';
export * from './calendar.repository';
export * from './slots.repository';
export * from './claims.repository';
