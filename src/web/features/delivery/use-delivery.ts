import { useCallback, useEffect, useState } from 'react';
import type { TDeliveryCheck, TDeliveryDay } from '#src/contracts/delivery';
import { PINCODE_PATTERN } from '#src/shared/constants';
import { api } from '#src/web/lib/api';

export type DeliveryFor = {
  /** The well-formed pincode asked about; null while the box holds none. */
  pincode: string | null;
  /** The check answer once it came; null before, and when it failed. */
  check: TDeliveryCheck | null;
  /** The slots: null while loading or when they failed (then `slotsFailed`). */
  days: TDeliveryDay[] | null;
  loading: boolean;
  slotsFailed: boolean;
  /** Asks for the slots again (after a failure, or a slot just taken). */
  reloadSlots: () => void;
};

type Loaded = { pincode: string; check: TDeliveryCheck | null; days: TDeliveryDay[] | null; slotsFailed: boolean };

/**
 * The checkout's delivery for the pincode typed: the check (fee, threshold, minimum) and the next 7 days' slots,
 * asked together once the box holds six digits. An answer for a pincode typed over meanwhile is dropped.
 */
export function useDeliveryFor(typed: string): DeliveryFor {
  const pincode = PINCODE_PATTERN.test(typed.trim()) ? typed.trim() : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!pincode) return;
    let current = true;
    const check = api.delivery.check({ query: { pincode } }).catch((error: unknown) => {
      console.error('delivery check', error);
      return null;
    });
    const slots = api.delivery.slots({ query: { pincode } }).then(
      (answer) => answer.days,
      (error: unknown) => {
        console.error('delivery slots', error);
        return null;
      },
    );
    void Promise.all([check, slots]).then(([checked, days]) => {
      if (current) setLoaded({ pincode, check: checked, days, slotsFailed: days === null });
    });
    return () => {
      current = false;
    };
  }, [pincode, round]);

  const reloadSlots = useCallback(() => setRound((value) => value + 1), []);
  const fresh = loaded && loaded.pincode === pincode ? loaded : null;
  return {
    pincode,
    check: fresh?.check ?? null,
    days: fresh?.days ?? null,
    loading: pincode !== null && fresh === null,
    slotsFailed: fresh?.slotsFailed ?? false,
    reloadSlots,
  };
}
