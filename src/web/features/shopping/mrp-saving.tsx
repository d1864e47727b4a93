import { mrpSaving } from '#src/shared/pricing/savings';
import { SAVINGS_TEXT } from '#src/shared/texts/savings';
import { cn } from '#src/web/components/ui/cn';
import { formatPrice } from '#src/web/lib/format';

const S = SAVINGS_TEXT;

/**
 * The one place a pack's MRP is shown (issue 29 §3), under its price on cards, the product page, the quick-add
 * sheet, the cart, checkout and the order: "MRP Rs 180 (incl. of all taxes)" with the amount struck through and
 * "You save Rs 30 (17%)" when the price is below it. Nothing when there is no saving, unless `always` (the product
 * page, where the MRP is the pack's legal price). A screen reader hears the words as written — "MRP", the amount, "You
 * save" — since a strike-through is not announced.
 */
export function MrpSaving({
  price,
  mrp,
  always = false,
  size = 'sm',
  className,
}: {
  price: number;
  /** The pack's MRP (its `oldPrice`); null or absent when unknown. */
  mrp: number | null | undefined;
  always?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const saving = mrpSaving(price, mrp);
  if (mrp === null || mrp === undefined || (!saving && !always)) return null;
  return (
    <span data-mrp className={cn('mrp', size === 'md' ? 'text-sm' : 'text-xs', className)}>
      <span className="mrp-line">
        {`${S.mrp} `}
        <span className={saving ? 'line-through' : undefined}>{formatPrice(mrp)}</span>{' '}
        <span className="whitespace-nowrap">{S.inclTaxes}</span>
      </span>
      {saving ? <span className="mrp-save">{S.youSave(formatPrice(saving.amount), saving.percent)}</span> : null}
    </span>
  );
}

/** The cart's, checkout's and order's total saved: "You save Rs 85" (or "You saved" on an order); nothing at 0. */
export function SavedTotal({
  amount,
  placed = false,
  className,
}: {
  amount: number;
  placed?: boolean;
  className?: string;
}) {
  if (amount <= 0) return null;
  return (
    <p
      data-saved
      className={cn(
        'flex items-center justify-between rounded-xl bg-deal-50 px-3 py-2 text-sm font-semibold text-deal-700',
        className,
      )}
    >
      <span>{placed ? S.totalSaved : S.totalSaving}</span> <span className="tabular-nums">{formatPrice(amount)}</span>
    </p>
  );
}
