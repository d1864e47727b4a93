import type { TDeliveryCheck, TDeliveryDay, TDeliverySlots, TSlotReason } from '#src/contracts/delivery';
import type { Database } from '#src/db/client';
import { AppError, badRequest, conflict, notFound } from '#src/server/lib/app-error';
import {
  PINCODE_PATTERN,
  SLOT_DAYS_AHEAD,
  SLOT_HOLD_AFTER_FAILURE_MINUTES,
  SLOT_HOLD_MINUTES,
} from '#src/shared/constants';
import { quoteFor, type DeliveryQuote, type DeliveryZone } from '#src/shared/delivery-quote';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import type { CheckoutHolder } from './checkout-holder';
import * as repo from './delivery.repository';
import { addDays } from '#src/shared/delivery-slot';
import { clockOf, instantOf, localDay, weekdayOf } from './shop-time';

const T = DELIVERY_TEXT;

export type { DeliveryQuote, DeliveryZone } from '#src/shared/delivery-quote';
export { quoteFor };

/** Where the clock and the shop's time zone come from: the server's, or a test's. */
export type ShopClock = { timeZone: string; now?: Date };

const zoneOf = (row: repo.ZoneRow): DeliveryZone => ({
  id: row.id,
  name: row.name,
  fee: row.fee,
  freeFrom: row.freeFrom,
  minimumOrder: row.minimumOrder,
  isDefault: row.isDefault,
});

/**
 * The most specific active zone among `zones`: one listing the exact code, else the one with the longest prefix of
 * it, else the default zone; null when none serves it. Ties (two zones listing the same code or prefix, which the
 * back office refuses) go to the older zone.
 */
export function pickZone<Z extends Pick<repo.ZoneRow, 'codes' | 'prefixes' | 'isDefault' | 'active'>>(
  zones: readonly Z[],
  pincode: string,
): Z | null {
  let exact: Z | null = null;
  let best: Z | null = null;
  let bestLength = 0;
  let fallback: Z | null = null;
  for (const zone of zones) {
    if (!zone.active) continue;
    if (!exact && zone.codes.includes(pincode)) exact = zone;
    for (const prefix of zone.prefixes) {
      if (prefix.length > bestLength && pincode.startsWith(prefix)) {
        best = zone;
        bestLength = prefix.length;
      }
    }
    if (zone.isDefault && !fallback) fallback = zone;
  }
  return exact ?? best ?? fallback;
}

function assertPincode(pincode: string): string {
  const code = pincode.trim();
  if (!PINCODE_PATTERN.test(code)) throw badRequest(T.badPincode);
  return code;
}

/** The zone serving a pincode (most specific wins), or null. A malformed pincode is a 400. */
export async function zoneFor(db: Database, pincode: string): Promise<DeliveryZone | null> {
  const zone = pickZone(await repo.listZones(db, true), assertPincode(pincode));
  return zone ? zoneOf(zone) : null;
}

/**
 * Checkout's zone (docs/decisions/031): the one serving the shipping pincode; without a valid 6-digit pincode (the
 * spec's client sends no shipping, or a foreign postcode) only the active default zone can deliver. Null: not served.
 */
export async function checkoutZone(db: Database, pincode: string | null): Promise<DeliveryZone | null> {
  const zones = await repo.listZones(db, true);
  const code = pincode?.trim() ?? '';
  const zone = PINCODE_PATTERN.test(code) ? pickZone(zones, code) : (zones.find((row) => row.isDefault) ?? null);
  return zone ? zoneOf(zone) : null;
}

/** The quote for a pincode's zone; null when the shop does not deliver there. For checkout (issue 16). */
export async function deliveryQuote(db: Database, pincode: string, itemsTotal: number): Promise<DeliveryQuote | null> {
  const zone = await zoneFor(db, pincode);
  return zone ? quoteFor(zone, itemsTotal) : null;
}

/** `GET /api/delivery/check`. */
export async function checkPincode(db: Database, pincode: string): Promise<TDeliveryCheck> {
  const zone = await zoneFor(db, pincode);
  const quote = zone ? quoteFor(zone, 0) : null;
  return {
    pincode,
    served: zone !== null,
    zone: zone ? { id: zone.id, name: zone.name } : null,
    fee: zone?.fee ?? 0,
    freeFrom: quote?.freeFrom ?? null,
    minimum: zone?.minimumOrder ?? 0,
    message: zone ? T.served(pincode) : T.notServed(pincode),
  };
}

/** The days a listing covers: today (shop time) and the next SLOT_DAYS_AHEAD - 1. */
function windowOf(clock: ShopClock): { now: Date; days: string[] } {
  const now = clock.now ?? new Date();
  const today = localDay(now, clock.timeZone);
  return { now, days: Array.from({ length: SLOT_DAYS_AHEAD }, (_, i) => addDays(today, i)) };
}

type SlotTimes = { start: Date; end: Date; cutoff: Date };

function timesOf(
  template: { startMinute: number; endMinute: number; cutoffHours: number },
  day: string,
  timeZone: string,
): SlotTimes {
  const start = instantOf(day, template.startMinute, timeZone);
  return {
    start,
    end: instantOf(day, template.endMinute, timeZone),
    cutoff: new Date(start.getTime() - template.cutoffHours * 3_600_000),
  };
}

/**
 * `GET /api/delivery/slots`: the zone's slots for today and the next six days, with the places left. Two
 * statements: the active zones, then the zone's templates with their week's counts and closed days.
 */
export async function listSlots(db: Database, pincode: string, clock: ShopClock): Promise<TDeliverySlots> {
  const zone = await zoneFor(db, pincode);
  if (!zone) return { pincode, served: false, zone: null, timeZone: clock.timeZone, days: [] };
  const { now, days } = windowOf(clock);
  const rows = await repo.slotAvailability(db, zone.id, days[0]!, days.at(-1)!, now);
  const closed = new Set(rows[0]?.closed ?? []);
  const taken = new Map<string, number>();
  const templates = new Map<number, repo.SlotAvailabilityRow>();
  for (const row of rows) {
    if (row.template_id === null) continue;
    templates.set(row.template_id, row);
    if (row.day) taken.set(`${row.template_id}@${row.day}`, Number(row.taken));
  }
  const sorted = [...templates.values()].sort(
    (a, b) => a.start_minute - b.start_minute || a.template_id! - b.template_id!,
  );
  const answerDays: TDeliveryDay[] = days.map((day) => {
    const weekday = weekdayOf(day);
    const isClosed = closed.has(day);
    return {
      date: day,
      weekday,
      closed: isClosed,
      slots: sorted
        .filter((template) => template.weekday === weekday)
        .map((template) => {
          const id = `${template.template_id}@${day}`;
          const times = timesOf(
            { startMinute: template.start_minute, endMinute: template.end_minute, cutoffHours: template.cutoff_hours },
            day,
            clock.timeZone,
          );
          const remaining = Math.max(0, template.capacity - (taken.get(id) ?? 0));
          const reason: TSlotReason | null = isClosed
            ? 'closed'
            : now >= times.cutoff
              ? 'cutoff'
              : remaining === 0
                ? 'full'
                : null;
          return {
            id,
            start: times.start.toISOString(),
            end: times.end.toISOString(),
            startTime: clockOf(template.start_minute),
            endTime: clockOf(template.end_minute),
            capacity: template.capacity,
            remaining,
            available: reason === null,
            reason,
            reasonText: reason ? T.reasons[reason] : null,
          };
        }),
    };
  });
  return { pincode, served: true, zone: { id: zone.id, name: zone.name }, timeZone: clock.timeZone, days: answerDays };
}

/** A slot of a day as the back office lists it (with `slotsOfDay`). */
export type DaySlot = SlotWhen & {
  id: string;
  zoneId: number;
  zoneName: string;
  capacity: number;
  /** The template and its zone are active. */
  active: boolean;
  closed: boolean;
};

/** The shop-time day `date` as instants: [its midnight, the next day's midnight). */
export function shopDayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  return { start: instantOf(date, 0, timeZone), end: instantOf(addDays(date, 1), 0, timeZone) };
}

/**
 * Every slot of `date` (shop time) across zones — the templates of its weekday, inactive ones included (the caller
 * keeps those with orders) — with capacity, times and whether the day is closed for the zone. Two statements.
 */
export async function slotsOfDay(db: Database, date: string, timeZone: string): Promise<DaySlot[]> {
  const [rows, closed] = await Promise.all([
    repo.templatesOfWeekday(db, weekdayOf(date)),
    repo.closedZonesOn(db, date),
  ]);
  return rows.map(({ template, zone }) => ({
    id: `${template.id}@${date}`,
    zoneId: zone.id,
    zoneName: zone.name,
    capacity: template.capacity,
    active: template.active && zone.active,
    closed: closed.includes(null) || closed.includes(zone.id),
    ...whenOf(template, date, timesOf(template, date, timeZone)),
  }));
}

// ── Holds and bookings (for checkout, in its transaction) ─────────────────────────────────────────────────────────

/** A slot's day and times: the day and `HH:MM` in the shop's time zone, and the instants. */
export type SlotWhen = { date: string; startTime: string; endTime: string; start: Date; end: Date };
export type SlotHold = { holdId: number; slot: string; expiresAt: Date } & SlotWhen;
export type SlotBooking = { bookingId: number; slot: string; orderId: number } & SlotWhen;

const whenOf = (template: repo.TemplateRow, day: string, times: Pick<SlotTimes, 'start' | 'end'>): SlotWhen => ({
  date: day,
  startTime: clockOf(template.startMinute),
  endTime: clockOf(template.endMinute),
  start: times.start,
  end: times.end,
});

function parseSlotRef(slot: string): { templateId: number; day: string } {
  const match = /^([1-9][0-9]{0,9})@(\d{4}-\d{2}-\d{2})$/.exec(slot);
  if (!match || Number(match[1]) > 2_147_483_647 || Number.isNaN(Date.parse(`${match[2]}T00:00:00Z`))) {
    throw notFound(T.slotUnknown);
  }
  return { templateId: Number(match[1]), day: match[2]! };
}

/** Where a hold or booking must be: the zone serving a pincode, or a zone already chosen (checkout). */
export type SlotPlace = { pincode?: string | undefined; zoneId?: number | undefined };

/**
 * Checks that a slot can be taken now (it exists and is active, lies in the listed week on its weekday, its day is
 * not closed, its cut-off has not passed, and — with `pincode` or `zoneId` — it belongs to that zone), then locks
 * its slot-day row. Answers the row's id and its times.
 */
async function lockOpenSlot(
  tx: Database,
  slot: string,
  clock: ShopClock & SlotPlace,
): Promise<{ slotId: number; template: repo.TemplateRow; times: SlotTimes; now: Date; day: string }> {
  const { templateId, day } = parseSlotRef(slot);
  const found = await repo.findTemplateWithZone(tx, templateId);
  if (!found || !found.template.active || !found.zone.active || weekdayOf(day) !== found.template.weekday) {
    throw notFound(T.slotUnknown);
  }
  if (clock.zoneId !== undefined && clock.zoneId !== found.zone.id) throw conflict(T.slotNotInZone, 'SLOT_UNAVAILABLE');
  if (clock.pincode !== undefined && (await zoneFor(tx, clock.pincode))?.id !== found.zone.id) {
    throw conflict(T.slotNotInZone, 'SLOT_UNAVAILABLE');
  }
  const { now, days } = windowOf(clock);
  if (!days.includes(day)) throw conflict(T.slotOutOfRange, 'SLOT_UNAVAILABLE');
  if (await repo.isClosed(tx, found.zone.id, day)) throw conflict(T.slotClosed, 'SLOT_UNAVAILABLE');
  const times = timesOf(found.template, day, clock.timeZone);
  if (now >= times.cutoff) throw conflict(T.slotPastCutoff, 'SLOT_UNAVAILABLE');
  const slotId = await repo.lockSlot(tx, templateId, day);
  return { slotId, template: found.template, times, now, day };
}

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
): Promise<SlotHold> {
  const { slotId, template, times, now, day } = await lockOpenSlot(tx, slot, clock);
  const expiresAt = new Date(now.getTime() + SLOT_HOLD_MINUTES * 60_000);
  const own = await repo.findLiveHold(tx, slotId, holder, now);
  if (own) {
    await repo.updateClaim(tx, own.id, { expiresAt, clientAddress });
    return { holdId: own.id, slot, expiresAt, ...whenOf(template, day, times) };
  }
  if ((await repo.countTaken(tx, slotId, now)) >= template.capacity) throw conflict(T.slotFull, 'SLOT_FULL');
  const claim = await repo.insertClaim(tx, { slotId, kind: 'hold', holder, expiresAt, clientAddress });
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
  const hold = slot === undefined ? null : await holdSlot(tx, slot, who.holder, clock, who.address);
  await repo.deleteHoldsOf(tx, who.holder, hold?.holdId);
  return hold;
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
