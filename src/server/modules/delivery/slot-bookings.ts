import type { Database } from '#src/db/client';
import { conflict } from '#src/server/lib/app-error';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import * as repo from './delivery.repository';

const T = DELIVERY_TEXT;
import { lockOpenSlot, timesOf, whenOf, type SlotBooking, type SlotPlace } from './slot-rules';
import { type ShopClock } from './delivery-zones';

// Bookings: an order takes its place in a slot (checkout, in its transaction); cancelling gives it back.
/**
 * Books a slot for an order inside the caller's transaction (the one that takes the stock): a live hold becomes the
 * booking whatever the clock says since (its cut-off passed while the shopper paid); an expired hold books only if
 * a place is still free; `{ slot }` books directly (same checks as a hold). Booking an order twice answers its
 * booking.
 */
export async function bookSlot(
  tx: Database,
  target: { holdId: number } | { slot: string },
  orderId: number,
  clock: ShopClock & SlotPlace,
): Promise<SlotBooking> {
  const existing = await repo.findBookingOfOrder(tx, orderId);
  if (existing) return bookingOf(tx, existing, clock.timeZone);
  if ('slot' in target) {
    const { slotId, template, now } = await lockOpenSlot(tx, target.slot, clock);
    if ((await repo.countTaken(tx, slotId, now)) >= template.capacity) throw conflict(T.slotFull, 'SLOT_FULL');
    const claim = await repo.insertClaim(tx, { slotId, kind: 'booking', holder: `order:${orderId}`, orderId });
    return bookingOf(tx, claim, clock.timeZone);
  }
  const hold = await repo.findClaim(tx, target.holdId);
  if (!hold || hold.kind !== 'hold') throw conflict(T.holdUnknown);
  const slotRow = await repo.lockSlotById(tx, hold.slotId);
  const now = clock.now ?? new Date();
  const current = await repo.findClaim(tx, hold.id);
  if (!current || current.kind !== 'hold') throw conflict(T.holdUnknown);
  if (current.expiresAt! <= now) {
    const found = await repo.findTemplateWithZone(tx, slotRow.templateId);
    const capacity = found?.template.capacity ?? 0;
    if ((await repo.countTaken(tx, hold.slotId, now, hold.id)) >= capacity) throw conflict(T.slotFull, 'SLOT_FULL');
  }
  const booked = await repo.updateClaim(tx, hold.id, { kind: 'booking', orderId, expiresAt: null });
  return bookingOf(tx, booked, clock.timeZone);
}

async function bookingOf(db: Database, claim: repo.ClaimRow, timeZone: string): Promise<SlotBooking> {
  const slotRow = await repo.lockSlotById(db, claim.slotId);
  const found = await repo.findTemplateWithZone(db, slotRow.templateId);
  const midnight = new Date(`${slotRow.day}T00:00:00Z`);
  return {
    bookingId: claim.id,
    slot: `${slotRow.templateId}@${slotRow.day}`,
    orderId: claim.orderId!,
    ...(found
      ? whenOf(found.template, slotRow.day, timesOf(found.template, slotRow.day, timeZone))
      : { date: slotRow.day, startTime: '', endTime: '', start: midnight, end: midnight }),
  };
}

/**
 * Checkout's booking (docs/decisions/031), in the transaction that takes the stock: the payment's hold becomes the
 * order's booking (an expired one only while a place is free). A hold that is gone — given back by a newer payment
 * of the shopper, or deleted by the sweep after it expired — books the slot directly if it is still open and has a
 * place, so an unhurried shopper is not refused while places are free.
 */
export async function bookForOrder(
  tx: Database,
  held: { holdId: number | null; slot: string },
  orderId: number,
  clock: ShopClock,
): Promise<SlotBooking> {
  if (held.holdId !== null) {
    const hold = await repo.findClaim(tx, held.holdId);
    if (hold?.kind === 'hold') return bookSlot(tx, { holdId: held.holdId }, orderId, clock);
  }
  return bookSlot(tx, { slot: held.slot }, orderId, clock);
}

/** Cancelling an order gives its slot's place back (in the cancelling transaction); answers whether it had one. */
export async function releaseBooking(tx: Database, orderId: number): Promise<boolean> {
  return repo.deleteBookingOfOrder(tx, orderId);
}

/** Gives a hold's place back at once (a payment abandoned or failed). */
export async function releaseHold(tx: Database, holdId: number): Promise<void> {
  await repo.deleteHold(tx, holdId);
}

/** Deletes holds that have ended (they stopped counting when they ended); answers how many. */
export async function releaseExpiredHolds(db: Database, now: Date = new Date()): Promise<number> {
  return repo.deleteExpiredHolds(db, now);
}
