import { useEffect, useState } from 'react';
import type { TDeliveryDay } from '#src/contracts/delivery';
import { addDays, shopToday, slotDayLabel } from '#src/shared/delivery-slot';
import { DELIVERY_PAGE_TEXT } from '#src/shared/texts/delivery-pages';
import { api } from '#src/web/lib/api';

/**
 * "Tomorrow 07:00–09:00": the first slot still open for the pincode; today and tomorrow (the shop's, `today`) by
 * name, a later day by its date; null when none.
 */
export function earliestSlotText(days: readonly TDeliveryDay[], today: string): string | null {
  for (const day of days) {
    const slot = day.slots.find((candidate) => candidate.available);
    if (!slot) continue;
    const name = day.date === today ? 'today' : day.date === addDays(today, 1) ? 'tomorrow' : slotDayLabel(day.date);
    return DELIVERY_PAGE_TEXT.checkout.earliest(name, slot.startTime, slot.endTime);
  }
  return null;
}

/**
 * The phone header's earliest delivery slot for the remembered pincode (issue 32 §4), after " · ". Its own chunk,
 * loaded once a pincode is known: the header every page loads stays as light as it was.
 */
export default function EarliestSlot({ pincode }: { pincode: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setText(null);
    api.delivery
      .slots({ query: { pincode } })
      .then((answer) => current && setText(earliestSlotText(answer.days, shopToday(answer.timeZone))))
      .catch((error: unknown) => console.error('earliest slot', error));
    return () => {
      current = false;
    };
  }, [pincode]);
  return text ? <span className="font-medium text-slate-700"> · {text}</span> : null;
}
