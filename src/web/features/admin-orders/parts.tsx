import { SLOT_REF_PATTERN } from '#src/shared/constants';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { shopToday } from '#src/shared/shop-time';

const T = ADMIN_ORDERS_TEXT;

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export const isDay = (text: string | null | undefined): text is string =>
  typeof text === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * The day whose packing slips to show: `asked` when it is a day, else today on the shop's clock (decision 058) — at
 * 20:00 UTC it is already tomorrow in Asia/Kolkata.
 */
export const slipsDay = (asked: string | null | undefined, timeZone: string): string =>
  isDay(asked) ? asked : shopToday(timeZone);

/** Whether `text` names a delivery slot on a day, `<template id>@<YYYY-MM-DD>` (the API's `slot=`). */
export const isSlotId = (text: string | null | undefined): text is string =>
  typeof text === 'string' && SLOT_REF_PATTERN.test(text) && isDay(text.split('@')[1]);

/** Orders paid in test mode are flagged wherever an order shows (decision 012: nothing to deliver). */
export function TestBadge() {
  return (
    <span
      title={T.testHint}
      className="inline-flex items-center rounded-md bg-amber-100 px-1.5 py-0.5 text-[0.6875rem] font-bold tracking-wide text-amber-900 uppercase"
    >
      {T.testBadge}
      <span className="sr-only">{` (${T.testHint})`}</span>
    </span>
  );
}
