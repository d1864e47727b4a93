import { useState } from 'react';
import { Minus, Plus } from '#src/web/components/ui/icons';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { rememberCartLine, type CartEntry } from './shopping-store';

const BUTTON =
  'flex items-center justify-center text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white disabled:cursor-wait';

/**
 * − qty + for a pack already in the cart (issue 32 §1, decision 061): cards, the product page and the quick-add
 * sheet show it instead of "Add". Each press changes the line (`PUT /api/cart/:id`); − at 1 removes it
 * (`DELETE /api/cart/:id`), and the caller shows "Add" again. + stops at the stock and at the grocer's per-order
 * maximum with a message; the server refuses more anyway.
 */
export function CartStepper({ entry, name, size = 'sm' }: { entry: CartEntry; name: string; size?: 'sm' | 'md' }) {
  const { showError } = useAlert();
  const [busy, setBusy] = useState(false);
  const change = async (quantity: number) => {
    if (busy) return;
    if (entry.maxPerOrder !== undefined && quantity > entry.maxPerOrder) {
      showError(TEXT.quickShop.maxPerOrder(entry.maxPerOrder));
      return;
    }
    if (quantity > entry.countInStock) {
      showError(TEXT.quantityOverStock);
      return;
    }
    setBusy(true);
    try {
      if (quantity < 1) {
        await api.cart.remove({ params: { id: entry.id } });
        rememberCartLine(entry.variantId, null);
      } else {
        const line = await api.cart.setQuantity({ params: { id: entry.id }, body: { quantity } });
        rememberCartLine(entry.variantId, line);
      }
    } catch (error) {
      showError(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const button = cn(BUTTON, size === 'md' ? 'size-11' : 'size-8');
  return (
    <div
      role="group"
      aria-label={TEXT.quickShop.inCartLabel(name)}
      aria-busy={busy}
      className={cn(
        'relative z-10 inline-flex shrink-0 items-center overflow-hidden rounded-lg bg-brand-600 font-bold text-white tabular-nums',
        size === 'md' ? 'h-11 rounded-xl text-base' : 'h-8 text-sm',
      )}
    >
      <button
        type="button"
        className={button}
        aria-label={TEXT.quickShop.decreaseLabel(name)}
        onClick={() => void change(entry.quantity - 1)}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" className={cn('text-center', size === 'md' ? 'w-10' : 'w-7')}>
        {entry.quantity}
      </output>
      <button
        type="button"
        className={button}
        aria-label={TEXT.quickShop.increaseLabel(name)}
        data-focus-target
        onClick={() => void change(entry.quantity + 1)}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
