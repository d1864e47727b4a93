import { GST_LABEL_MAX, GST_RATE_MAX_BPS } from '#src/shared/constants';
import { ADMIN_GST_TEXT } from '#src/shared/texts/gst';

const M = ADMIN_GST_TEXT.rates;

/** What the add form edits, as typed: the rate in percent ('5', '12.5', '0.25 %') and its name. */
export type RateDraft = { rate: string; label: string };
export type RateErrors = Partial<Record<keyof RateDraft, string>>;
export const EMPTY_RATE: RateDraft = { rate: '', label: '' };

/** Percent with at most two decimals, a trailing % allowed: what the server's basis points can hold exactly. */
const PERCENT = /^(\d{1,3}(?:\.\d{1,2})?)\s*%?$/;

/** '12.5' → 1250 basis points; null when it is no percentage from 0 to 100 with at most two decimals. */
export function rateBpsOf(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const bps = Math.round(Number(match[1]) * 100);
  return bps <= GST_RATE_MAX_BPS ? bps : null;
}

/** A name as the server checks it (`ZGstRateUpdate`): trimmed, required, at most GST_LABEL_MAX characters. */
export function labelError(label: string): string | undefined {
  const name = label.trim();
  if (name === '') return M.labelRequired;
  return name.length > GST_LABEL_MAX ? M.labelTooLong(GST_LABEL_MAX) : undefined;
}

/**
 * The add form's draft as the API's body (`POST /api/admin/gst-rates`), or each wrong field's message — the
 * server's own words for the same checks, so the page and a refusal read alike.
 */
export function rateRequest(
  draft: RateDraft,
): { body: { rateBps: number; label: string }; errors?: never } | { body?: never; errors: RateErrors } {
  const rateBps = rateBpsOf(draft.rate);
  const errors: RateErrors = {};
  if (rateBps === null) errors.rate = M.rateRange;
  const label = labelError(draft.label);
  if (label) errors.label = label;
  if (rateBps === null || label) return { errors };
  return { body: { rateBps, label: draft.label.trim() } };
}
