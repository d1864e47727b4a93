import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { Minus, Plus } from '#src/web/components/ui/icons';

const BUTTON =
  'flex size-9 items-center justify-center text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/** A cart line's quantity: never below 1; the page refuses more than the stock with the spec's alert. */
export function CartQuantity({
  title,
  value,
  onChange,
}: {
  title: string;
  value: number;
  onChange: (next: number) => void;
}) {
  return (
    <div
      role="group"
      aria-label={SHOP_PAGES_TEXT.quantityOf(title)}
      className="inline-flex h-10 items-center overflow-hidden rounded-xl border border-slate-300 bg-white"
    >
      <button
        type="button"
        aria-label={SHOP_PAGES_TEXT.decreaseOf(title)}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
        className={BUTTON}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <span className="w-9 text-center text-[0.9375rem] font-bold text-slate-900 tabular-nums">{value}</span>
      <button
        type="button"
        aria-label={SHOP_PAGES_TEXT.increaseOf(title)}
        onClick={() => onChange(value + 1)}
        className={BUTTON}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
