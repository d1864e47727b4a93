/** Delivery: pincodes, zones and slots (issue 16, decision 029). */
// ── Delivery (issue 16, decisions §7, docs/decisions/029) ──────────────────────────────────────────────────────────
/** A pincode: India's six digits, the first not 0. The one rule for every pincode the shop checks. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
/** A slot's id on a day, `<template id>@<YYYY-MM-DD>`: the API's `slot=` and `slotId` (ZSlotRef) and the pages'. */
export const SLOT_REF_PATTERN = /^[1-9][0-9]{0,9}@\d{4}-\d{2}-\d{2}$/;
/** A zone's prefix: the first one to five digits of the pincodes it serves. */
export const PINCODE_PREFIX_PATTERN = /^[1-9][0-9]{0,4}$/;
/** Exact codes plus prefixes one zone may list. */
export const ZONE_PINCODES_MAX = 5000;
/** How long a slot stays held for a shopper who started paying. */
export const SLOT_HOLD_MINUTES = 10;
/**
 * Live slot holds one client address may have at once (issue 27 §5, docs/decisions/031): each shopper's mailbox holds
 * one place, so this is how many people behind one address can be paying for a slot at the same moment. Overridden
 * by `RATE_LIMITS=slot-holds-address=n`.
 */
export const SLOT_HOLDS_PER_ADDRESS = 3;
/** What is left of a hold once its payment failed (a declined card): time to try another card, no more. */
export const SLOT_HOLD_AFTER_FAILURE_MINUTES = 2;
/** The days `GET /api/delivery/slots` lists, today first. */
export const SLOT_DAYS_AHEAD = 7;
