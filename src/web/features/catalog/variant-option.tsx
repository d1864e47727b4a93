import type { TVariant } from '#src/contracts/catalog';
import { formatUnitPrice } from '#src/shared/unit-price';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { formatPrice } from '#src/web/lib/format';
import { MrpSaving } from '#src/web/features/shopping/index';

/** One pack as a radio: its label, price (MRP and saving under it), unit price, or "Sold out" (then disabled). */
export function VariantOption({
  option,
  baseId,
  selected,
  onChoose,
}: {
  option: TVariant;
  baseId: string;
  selected: boolean;
  onChoose: () => void;
}) {
  const soldOut = option.countInStock < 1;
  const nameId = `${baseId}-${option.id}-name`;
  const priceId = `${baseId}-${option.id}-price`;
  return (
    <label
      className={cn(
        'flex items-center gap-3 rounded-xl border px-3.5 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        soldOut
          ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500'
          : selected
            ? 'cursor-pointer border-brand-600 bg-brand-50 text-slate-900'
            : 'cursor-pointer border-slate-300 bg-white text-slate-900 hover:border-brand-600',
      )}
    >
      <input
        type="radio"
        name={`${baseId}-variant`}
        value={option.id}
        checked={selected}
        disabled={soldOut}
        aria-labelledby={nameId}
        aria-describedby={priceId}
        onChange={onChoose}
        className="size-4 accent-brand-600"
      />
      <span id={nameId} className="flex-1 font-semibold">
        {option.label}
      </span>
      <span id={priceId} className="text-right tabular-nums">
        {soldOut ? (
          <span className="font-medium">{TEXT.card.soldOut}</span>
        ) : (
          <>
            <span className="font-bold text-brand-700">{formatPrice(option.price)}</span>
            <MrpSaving price={option.price} mrp={option.oldPrice} />
            {option.unitPrice && (
              <span className="block text-xs text-slate-600">{formatUnitPrice(option.unitPrice)}</span>
            )}
          </>
        )}
      </span>
    </label>
  );
}
