import { parseNetQuantity } from '#src/shared/unit-price';
import type { PackDraft } from './product-form';

/** What a label fills in: the net quantity and unit it reads as ("500 g" → 500 g, "6 pcs" → 6 piece), or none. */
function filledBy(label: string): Pick<PackDraft, 'netQuantity' | 'unit'> {
  const parsed = parseNetQuantity(label);
  return parsed ? { netQuantity: String(parsed.netQuantity), unit: parsed.unit } : { netQuantity: '', unit: '' };
}

/**
 * A pack's size entered once (issue 31 §6, decision 060): typing the label ("500 g", "6 pcs", "1 L") fills the
 * option value and the net quantity with its unit. A field follows the label while it holds what the label before
 * filled in (or nothing): once the grocer changes it by hand, it stays theirs. The option's kind, left at None, becomes
 * Weight for grams and litres, Size for pieces.
 */
export function labelChange(pack: PackDraft, label: string): Partial<PackDraft> {
  const change: Partial<PackDraft> = { label };
  const before = filledBy(pack.label);
  const after = filledBy(label);
  if (pack.netQuantity === before.netQuantity && pack.unit === before.unit) Object.assign(change, after);
  const optionFollows = pack.optionValue === '' || pack.optionValue === pack.label.trim();
  if (!optionFollows) return change;
  if (pack.option === 'none') {
    // Only a label that reads as a size makes the pack an option of its own.
    if (!after.unit) return change;
    change.option = after.unit === 'piece' ? 'size' : 'weight';
  }
  change.optionValue = label.trim();
  return change;
}
