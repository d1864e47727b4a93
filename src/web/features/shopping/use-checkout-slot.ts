import { useEffect, useRef, useState } from 'react';
import type { TCartItem } from '#src/contracts/cart';
import { priceCart } from '#src/shared/pricing/price-cart';
import { estimateFor, hasSlots, useDeliveryFor } from '#src/web/features/delivery/index';
import { rememberSlot, rememberedSlot } from './checkout-memory';

/**
 * Delivery for the zip code typed (issue 16): the fee estimate and, where the zone has them, the slot step with the
 * slot chosen (only while it is still available; kept across a reload, issue 32 §4).
 */
export function useCheckoutSlot(zipCode: string, items: TCartItem[]) {
  const delivery = useDeliveryFor(zipCode);
  const [slotId, setSlot] = useState<string | null>(null);
  // The slot chosen before a reload or Back/Forward (this tab's sessionStorage), read once the page is in the browser.
  useEffect(() => setSlot(rememberedSlot()), []);
  const setSlotId = (id: string | null) => {
    setSlot(id);
    rememberSlot(id);
  };
  const [slotError, setSlotError] = useState<string | null>(null);
  const slotStepRef = useRef<HTMLElement>(null);
  const { itemsTotal } = priceCart(items, null);
  const estimate = delivery.check ? estimateFor(delivery.check, itemsTotal) : null;
  const slotDays = delivery.days && hasSlots(delivery.days) ? delivery.days : null;
  const slotStep = slotDays !== null || (delivery.slotsFailed && estimate?.served === true);
  const chosen = slotDays
    ?.flatMap((day) => day.slots.map((slot) => ({ ...slot, date: day.date })))
    .find((slot) => slot.id === slotId && slot.available);

  const pickSlot = (id: string) => {
    setSlotId(id);
    setSlotError(null);
  };

  return { delivery, estimate, slotDays, slotStep, chosen, slotError, setSlotError, setSlotId, slotStepRef, pickSlot };
}
