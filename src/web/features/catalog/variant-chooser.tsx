import { useId } from 'react';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { formatPrice } from '#src/web/lib/format';
import type { VariantState } from './variants';

/**
 * One radio group per option list (size, RAM, weight). A list still unchosen when add-to-cart was refused gets
 * the error style and a message under it.
 */
export function VariantChooser({ state }: { state: VariantState }) {
  const baseId = useId();
  return (
    <div className="space-y-4">
      {state.lists.map((list) => {
        const flagged = state.error && state.missing.includes(list.kind);
        const errorId = `${baseId}-${list.kind}-error`;
        return (
          <fieldset key={list.kind} aria-describedby={flagged ? errorId : undefined}>
            <legend className="mb-2 text-sm font-semibold text-slate-800">{list.label}</legend>
            <div
              className={cn(
                'flex flex-wrap gap-2 rounded-xl transition-shadow',
                flagged && 'p-1.5 ring-2 ring-red-600 ring-offset-2',
              )}
            >
              {list.options.map((option, index) => {
                const selected = state.choice?.[list.kind] === option;
                const soldOut = !selected && state.soldOut(list.kind, option);
                const choosable = selected || state.exists(list.kind, option);
                // The pack's price on its chip, read as the radio's description so its name stays the option.
                const price = state.priceOf(list.kind, option);
                const priceId = `${baseId}-${list.kind}-${index}-price`;
                return (
                  <label
                    key={option}
                    className={cn(
                      'pack-option',
                      choosable ? 'cursor-pointer' : 'cursor-not-allowed',
                      selected
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : soldOut
                          ? 'border-dashed border-slate-300 bg-slate-50 text-slate-500 line-through'
                          : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700',
                      flagged && !selected && 'border-red-300',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${baseId}-${list.kind}`}
                      value={option}
                      checked={selected}
                      disabled={!choosable}
                      onChange={() => state.choose(list.kind, option)}
                      aria-describedby={price === null ? undefined : priceId}
                      className="sr-only"
                    />
                    {option}
                    {soldOut && <span className="sr-only"> ({TEXT.catalog.outOfStock})</span>}
                    {price !== null && (
                      <span
                        id={priceId}
                        aria-hidden="true"
                        className={cn(
                          'block text-xs font-medium tabular-nums',
                          selected ? 'text-white' : 'text-slate-600',
                        )}
                      >
                        {formatPrice(price)}
                      </span>
                    )}
                  </label>
                );
              })}
            </div>
            {flagged && (
              <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
                {TEXT.catalog.chooseVariant(list.label)}
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
