import type { Database } from '#src/db/client';
import { AppError, conflict } from '#src/server/lib/app-error';
import { SLOT_HOLD_AFTER_FAILURE_MINUTES, SLOT_HOLD_MINUTES } from '#src/shared/constants';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import type { CheckoutHolder } from './checkout-holder';
import * as repo from './delivery.repository';

const T = DELIVERY_TEXT;
import { lockOpenSlot, whenOf, type SlotHold, type SlotPlace } from './slot-rules';
import { type ShopClock } from './delivery-zones';

// Holds: a shopper keeps a place in a slot while paying (checkout, in its transaction).
/**
 * Holds a place in `slot` for `holder` (a payment or shopper reference) for SLOT_HOLD_MINUTES, inside the caller's
 * transaction. The slot-day row is locked first, so of holders racing for the last places exactly the capacity
 * succeed; the others get 409 (T.slotFull). The same holder holding the same slot again renews its hold.
 * `clientAddress`: where checkout's request came from (its cap per address counts it).
 */
export async function holdSlot(
  tx: Database,
  slot: string,
  holder: string,
  clock: ShopClock & SlotPlace,
  clientAddress: string | null = null,
  /** Checkout's hold: the holder's other holds are given back in the statement that writes this one. */
  givingBack = false,
): Promise<SlotHold> {
  const { slotId, template, times, now, day } = await lockOpenSlot(tx, slot, clock);
  const expiresAt = new Date(now.getTime() + SLOT_HOLD_MINUTES * 60_000);
  const { taken, ownHoldId } = await repo.takenAndOwnHold(tx, slotId, holder, now);
  if (ownHoldId !== null) {
    if (givingBack) await repo.renewHoldGivingBack(tx, ownHoldId, holder, { expiresAt, clientAddress });
    else await repo.updateClaim(tx, ownHoldId, { expiresAt, clientAddress });
    return { holdId: ownHoldId, slot, expiresAt, ...whenOf(template, day, times) };
  }
  if (taken >= template.capacity) throw conflict(T.slotFull, 'SLOT_FULL');
  const values = { slotId, kind: 'hold' as const, holder, expiresAt, clientAddress };
  const claim = givingBack ? await repo.insertHoldGivingBack(tx, values) : await repo.insertClaim(tx, values);
  return { holdId: claim.id, slot, expiresAt, ...whenOf(template, day, times) };
}

/**
 * Checkout's hold (docs/decisions/031), in the payment's transaction: gives back every other hold of the holder (a
 * shopper's mailbox keeps at most one place, whatever payments or accounts it starts them from), then holds `slot`
 * in `zoneId` — renewing the holder's own hold when it is the same slot. A client address with `maxPerAddress` live
 * holds of other holders already gets 429 (issue 27 §5: unpaid payments from many `+tag` accounts made every slot
 * look full); its holds queue on one lock, taken before the slot's, so concurrent requests cannot all see room.
 * Without a slot it only gives the holder's holds back.
 */
export async function holdForCheckout(
  tx: Database,
  slot: string | undefined,
  who: CheckoutHolder,
  clock: ShopClock & { zoneId: number },
): Promise<SlotHold | null> {
  if (slot !== undefined && who.address !== null) {
    await repo.lockHoldAddress(tx, who.address);
    const others = await repo.countLiveHoldsFrom(tx, who.address, who.holder, clock.now ?? new Date());
    if (others >= who.maxPerAddress) throw new AppError('TOO_MANY_REQUESTS', T.holdsFromAddress);
  }
  if (slot === undefined) {
    await repo.deleteHoldsOf(tx, who.holder);
    return null;
  }
  return holdSlot(tx, slot, who.holder, clock, who.address, true);
}

/**
 * A payment failed (a declined card, Razorpay's `payment.failed`): its hold ends within
 * SLOT_HOLD_AFTER_FAILURE_MINUTES — time to try another card, not ten minutes of a place nobody is paying for.
 * Answers whether there was still a hold (not yet booked or swept).
 */
export async function shortenFailedHold(db: Database, holdId: number, now: Date = new Date()): Promise<boolean> {
  return repo.endHoldBy(db, holdId, new Date(now.getTime() + SLOT_HOLD_AFTER_FAILURE_MINUTES * 60_000));
}

/** Whether a zone offers delivery slots (an active template): then checkout must name one. */
export async function zoneHasSlots(db: Database, zoneId: number): Promise<boolean> {
  return repo.hasActiveTemplate(db, zoneId);
}
