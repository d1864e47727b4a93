import { useRef, useState } from 'react';
import { Minus, Plus } from '#src/web/components/ui/icons';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { rememberCartLine, type CartEntry } from './shopping-store';

const BUTTON =
  'flex items-center justify-center text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white';

/**
 * − qty + for a pack already in the cart (issue 32 §1, decision 061): cards, the product page and the quick-add
 * sheet show it instead of "Add". Presses change the line (`PUT /api/cart/:id`); at 0 it goes (`DELETE
 * /api/cart/:id`), and the caller shows "Add" again. Quick presses add up: the count shows each one at once, and
 * the line is sent one request at a time, the last count wanted after the one in flight answers — a press is never
 * dropped. + stops at the stock and at the grocer's per-order maximum with a message; the server refuses more anyway.
 */
export function CartStepper({ entry, name, size = 'sm' }: { entry: CartEntry; name: string; size?: 'sm' | 'md' }) {
  const { showError } = useAlert();
  /** The count pressed for while it is being saved; null when the cart's line is the count. */
  const [pressed, setPressed] = useState<number | null>(null);
  const wanted = useRef<number | null>(null);
  const sending = useRef(false);

  const save = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      while (wanted.current !== null) {
        const quantity = wanted.current;
        if (quantity < 1) {
          await api.cart.remove({ params: { id: entry.id } });
          rememberCartLine(entry.variantId, null);
          wanted.current = null;
        } else {
          rememberCartLine(
            entry.variantId,
            await api.cart.setQuantity({ params: { id: entry.id }, body: { quantity } }),
          );
          if (wanted.current === quantity) wanted.current = null;
        }
      }
    } catch (error) {
      wanted.current = null;
      showError(errorText(error));
    } finally {
      sending.current = false;
      setPressed(null);
    }
  };

  const change = (step: 1 | -1) => {
    const from = wanted.current ?? entry.quantity;
    // At 0 the line is on its way out: the caller shows "Add" once it has gone.
    if (from < 1) return;
    const quantity = from + step;
    if (step > 0 && entry.maxPerOrder !== undefined && quantity > entry.maxPerOrder) {
      showError(TEXT.quickShop.maxPerOrder(entry.maxPerOrder));
      return;
    }
    if (step > 0 && quantity > entry.countInStock) {
      showError(TEXT.quantityOverStock);
      return;
    }
    wanted.current = quantity;
    setPressed(quantity);
    void save();
  };
  const button = cn(BUTTON, size === 'md' ? 'size-11' : 'size-8');
  return (
    <div
      role="group"
      aria-label={TEXT.quickShop.inCartLabel(name)}
      aria-busy={pressed !== null}
      className={cn(
        'relative z-10 inline-flex shrink-0 items-center overflow-hidden rounded-lg bg-brand-600 font-bold text-white tabular-nums',
        size === 'md' ? 'h-11 rounded-xl text-base' : 'h-8 text-sm',
      )}
    >
      <button
        type="button"
        className={button}
        aria-label={TEXT.quickShop.decreaseLabel(name)}
        onClick={() => change(-1)}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" className={cn('text-center', size === 'md' ? 'w-10' : 'w-7')}>
        {pressed ?? entry.quantity}
      </output>
      <button
        type="button"
        className={button}
        aria-label={TEXT.quickShop.increaseLabel(name)}
        data-focus-target
        onClick={() => change(1)}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
