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
  if ('slot' in target) return bookDirectly(tx, target.slot, orderId, clock);
  const locked = await repo.lockSlotOfHold(tx, target.holdId);
  if (!locked) throw conflict(T.holdUnknown);
  return bookHold(tx, target.holdId, locked, orderId, clock);
}

/** A free place in an open slot, without a hold: the slot-day row locked by `lockOpenSlot`, then counted. */
async function bookDirectly(
  tx: Database,
  slot: string,
  orderId: number,
  clock: ShopClock & SlotPlace,
): Promise<SlotBooking> {
  const { slotId, template, times, now, day } = await lockOpenSlot(tx, slot, clock);
  if ((await repo.countTaken(tx, slotId, now)) >= template.capacity) throw conflict(T.slotFull, 'SLOT_FULL');
  const claim = await repo.insertClaim(tx, { slotId, kind: 'booking', holder: `order:${orderId}`, orderId });
  return { bookingId: claim.id, slot, orderId, ...whenOf(template, day, times) };
}

/**
 * A hold becomes the booking, its slot-day row already locked (`repo.lockSlotOfHold`). A live hold turns in one
 * conditional update, judged on the claim row as it is now; only when that finds none (the hold expired, or went
 * meanwhile) is the claim read again: an expired hold books while a place is free, a gone one is refused.
 */
async function bookHold(
  tx: Database,
  holdId: number,
  locked: NonNullable<Awaited<ReturnType<typeof repo.lockSlotOfHold>>>,
  orderId: number,
  clock: ShopClock,
): Promise<SlotBooking> {
  const now = clock.now ?? new Date();
  let booked = await repo.bookLiveHold(tx, holdId, orderId, now);
  if (!booked) {
    const current = await repo.findClaim(tx, holdId);
    if (!current || current.kind !== 'hold') throw conflict(T.holdUnknown);
    const capacity = locked.template?.capacity ?? 0;
    if ((await repo.countTaken(tx, locked.slotId, now, holdId)) >= capacity) throw conflict(T.slotFull, 'SLOT_FULL');
    booked = await repo.updateClaim(tx, holdId, { kind: 'booking', orderId, expiresAt: null });
  }
  return bookingAt(booked, locked, clock.timeZone);
}

/** The booking's slot and times, from its slot-day row and template as already read. */
function bookingAt(
  claim: repo.ClaimRow,
  slotRow: { templateId: number; day: string; template: repo.TemplateRow | null },
  timeZone: string,
): SlotBooking {
  const midnight = new Date(`${slotRow.day}T00:00:00Z`);
  return {
    bookingId: claim.id,
    slot: `${slotRow.templateId}@${slotRow.day}`,
    orderId: claim.orderId!,
    ...(slotRow.template
      ? whenOf(slotRow.template, slotRow.day, timesOf(slotRow.template, slotRow.day, timeZone))
      : { date: slotRow.day, startTime: '', endTime: '', start: midnight, end: midnight }),
  };
}

async function bookingOf(db: Database, claim: repo.ClaimRow, timeZone: string): Promise<SlotBooking> {
  const slotRow = await repo.lockSlotById(db, claim.slotId);
  const found = await repo.findTemplateWithZone(db, slotRow.templateId);
  return bookingAt(claim, { ...slotRow, template: found?.template ?? null }, timeZone);
}

/**
 * Checkout's booking (docs/decisions/031), in the transaction that takes the stock: the payment's hold becomes the
 * order's booking (an expired one only while a place is free). A hold that is gone — given back by a newer payment
 * of the shopper, or deleted by the sweep after it expired — books the slot directly if it is still open and has a
 * place, so an unhurried shopper is not refused while places are free. The order was inserted in the same
 * transaction, so it has no booking yet: unlike `bookSlot`, none is looked for (decision 070).
 */
export async function bookForOrder(
  tx: Database,
  held: { holdId: number | null; slot: string },
  orderId: number,
  clock: ShopClock,
): Promise<SlotBooking> {
  if (held.holdId !== null) {
    // The hold's slot-day row locked and its template read in one statement; none when the hold is gone.
    const locked = await repo.lockSlotOfHold(tx, held.holdId);
    if (locked) return bookHold(tx, held.holdId, locked, orderId, clock);
  }
  return bookDirectly(tx, held.slot, orderId, clock);
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
