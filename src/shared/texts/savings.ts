import { formatPrice } from '#src/shared/format-price';
import { translatable } from './language';
/**
 * MRP and "You save" (issue 29 §3): the shop's words for a pack's MRP and what the shopper saves (`SAVINGS_TEXT`,
 * translatable: issue 33), and the back office's (`SAVINGS_ADMIN_TEXT`: the refusal of a price above the MRP, the
 * pack form's field; English only). Display texts take amounts already formatted (`formatPrice`, "Rs 1,234"); the
 * API's messages format their own.
 */
const rupees = formatPrice;

export const SAVINGS_TEXT_EN = {
  /** The label before the (struck-through, when there is a saving) MRP. */
  mrp: 'MRP',
  inclTaxes: '(incl. of all taxes)',
  /** "You save Rs 20 (20%)": one pack's saving on its MRP. */
  youSave: (amount: string, percent: number) => `You save ${amount} (${percent}%)`,
  /** The cart's and checkout's line: MRP savings plus discounts. */
  totalSaving: 'You save',
  /** The order page's line: what the order saved. */
  totalSaved: 'You saved',
} as const;

export const SAVINGS_TEXT: typeof SAVINGS_TEXT_EN = translatable('savings', SAVINGS_TEXT_EN);

export const SAVINGS_ADMIN_TEXT = {
  /** The API's, the CSV import's and the form's refusal. */
  priceAboveMrp: (mrp: number) => `The price cannot be above the MRP (${rupees(mrp)}).`,
  /** The back office's pack form: the old price is the MRP. */
  mrpField: 'MRP (Rs)',
  mrpHint: 'The price on the pack, incl. of all taxes. The price cannot be above it; empty means the price.',
} as const;
