import { Minus, Plus } from '#src/web/components/ui/icons';
import { TEXT } from '#src/shared/texts';
import { useAlert } from '#src/web/lib/alert';

const BUTTON = 'qty-btn';

/** Starts at 1, never below 1; the plus is refused at the stock count with the spec's alert. */
export function QuantityControl({
  value,
  stock,
  max,
  onChange,
}: {
  value: number;
  stock: number;
  /** The grocer's per-order maximum of the pack (decision 061), if any: the plus stops there with its message. */
  max?: number | undefined;
  onChange: (value: number) => void;
}) {
  const { showError } = useAlert();
  const increase = () => {
    if (max !== undefined && value >= max) {
      showError(TEXT.quickShop.maxPerOrder(max));
      return;
    }
    if (value >= stock) {
      showError(TEXT.quantityOverStock);
      return;
    }
    onChange(value + 1);
  };
  return (
    <div
      role="group"
      aria-label={TEXT.catalog.quantity}
      className="inline-flex h-11 shrink-0 items-center overflow-hidden rounded-xl border border-slate-300 bg-white"
    >
      <button
        type="button"
        aria-label={TEXT.catalog.decrease}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
        className={BUTTON}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output
        aria-live="polite"
        aria-label={TEXT.catalog.quantity}
        className="w-10 text-center text-base font-bold text-slate-900 tabular-nums"
      >
        {value}
      </output>
      <button type="button" aria-label={TEXT.catalog.increase} onClick={increase} className={BUTTON}>
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
