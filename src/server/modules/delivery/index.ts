/**
 * Delivery (issue 16, decisions §7, docs/decisions/029): zones by pincode with fee, free-delivery threshold and
 * minimum; weekly slots with capacity, cut-off and closed dates; holds and bookings for checkout to call in its
 * transaction.
 */
import type { FastifyInstance } from 'fastify';
import { releaseExpiredHolds } from './delivery.service';

export { adminDeliveryRoutes, deliveryRoutes } from './delivery.routes';
export { checkoutHolder, type CheckoutHolder } from './checkout-holder';
// The footer's free-delivery promise (issue 30 §1, docs/decisions/052).
export { freeDeliveryPromise } from './free-delivery';
export {
  type DaySlot,
  bookForOrder,
  bookSlot,
  checkoutZone,
  deliveryQuote,
  holdForCheckout,
  holdSlot,
  listSlots,
  payOnDeliveryTerms,
  pickZone,
  quoteFor,
  releaseExpiredHolds,
  releaseBooking,
  releaseHold,
  shopDayBounds,
  shortenFailedHold,
  slotsOfDay,
  zoneFor,
  zoneHasSlots,
  type DeliveryQuote,
  type DeliveryZone,
  type PayOnDeliveryTerms,
  type ShopClock,
  type SlotBooking,
  type SlotHold,
  type SlotWhen,
} from './delivery.service';

const SWEEP_EVERY_MS = 5 * 60_000;

/** Expired holds stop counting when they end; this deletes their rows every five minutes. */
export async function startHoldSweep(app: FastifyInstance): Promise<void> {
  const sweep = async () => {
    try {
      await releaseExpiredHolds(app.db);
    } catch (error) {
      app.log.error({ err: error }, 'releasing expired delivery holds failed');
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
