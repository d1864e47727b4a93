/**
 * GST (issue 30 §2, docs/decisions/053). Rates are data (`gst_rates`); these are the rules around them.
 */

/** The delivery fee is its own supply of a service (SAC 996813, local delivery) taxed at 18 %, inclusive like prices. */
export const DELIVERY_FEE_GST_RATE_BPS = 1800;
export const DELIVERY_FEE_SAC = '996813';

/** An HSN code: 4, 6 or 8 digits, or none (''). */
export const HSN_CODE_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/** The highest rate a grocer may add (basis points): 100 %. */
export const GST_RATE_MAX_BPS = 10_000;

/** The longest name of a rate ("Standard 18 %"): the server's limit and the back office form's. */
export const GST_LABEL_MAX = 40;

/** A rate in basis points as the grocer writes it: 500 → "5", 1250 → "12.5" (the server's messages and the form). */
export const percentOf = (rateBps: number) => String(rateBps / 100);
