import { fromShopDateTimeInput, shopDateTimeInput } from '#src/shared/shop-time';

/** The back office's promotion forms: text inputs to the API's values and back. */

/** A whole number typed, or null when the box is empty. */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * A `datetime-local` value as an ISO instant, read on the shop's clock (SHOP_TIME_ZONE, decision 058: the grocer
 * types the shop's time whatever the browser's zone); null when empty.
 */
export const toIso = (local: string, timeZone: string) => (local ? fromShopDateTimeInput(local, timeZone) : null);

/** An ISO instant as a `datetime-local` value on the shop's clock. */
export const localInput = (iso: string | null, timeZone: string): string => shopDateTimeInput(iso, timeZone);
