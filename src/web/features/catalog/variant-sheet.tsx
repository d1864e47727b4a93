import { useFocusAcrossSwap } from '#src/web/lib/use-focus-across-swap';
import { useEffect, useId, useState } from 'react';
import type { TProductDetail, TVariant } from '#src/contracts/catalog';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { Spinner } from '#src/web/components/ui/spinner';
import { api } from '#src/web/lib/api';
import { CartStepper, useAddToCart, useCartEntry } from '#src/web/features/shopping/index';
import { QuantityControl } from './quantity-control';
import { VariantOption } from './variant-option';

type Props = {
  product: { id: number; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; variants: TVariant[] };

/**
 * A card's add-to-cart for a product with several packs or options (decision 020): the product's variants with their
 * price, unit price and stock, a quantity and an Add button that sends the chosen `variantId`. Loaded lazily by the
 * card, so the home page's first load does not carry it; the variants are fetched when the sheet opens.
 */
export default function VariantSheet({ product, open, onOpenChange }: Props) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [chosen, setChosen] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const addToCart = useAddToCart();
  const baseId = useId();

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoad({ state: 'loading' });
    setChosen(null);
    setQuantity(1);
    setMissing(false);
    api.catalog
      .product({ params: { id: product.id } })
      .then((detail: TProductDetail) => live && setLoad({ state: 'ready', variants: detail.variants }))
      .catch((error: unknown) => {
        console.error('variants', error);
        if (live) setLoad({ state: 'error' });
      });
    return () => {
      live = false;
    };
  }, [open, product.id]);

  const variants = load.state === 'ready' ? load.variants : [];
  const variant = variants.find((candidate) => candidate.id === chosen) ?? null;
  // The chosen pack already in the cart: its − qty + instead of quantity and Add (issue 32 §1).
  const entry = useCartEntry(product.id, chosen ?? -1);
  const keepFocus = useFocusAcrossSwap<HTMLDivElement>(entry ? 'stepper' : 'add');

  const add = async () => {
    if (!variant) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      const added = await addToCart({ productId: product.id, variantId: variant.id, quantity });
      if (added) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="sheet" title={TEXT.card.chooseTitle(product.name)}>
        <div className="space-y-4 px-5 py-4">
          {load.state === 'loading' && <Spinner className="size-6 text-brand-600" label={TEXT.card.loadingOptions} />}
          {load.state === 'error' && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {TEXT.card.optionsFailed}
            </p>
          )}
          {load.state === 'ready' && (
            <>
              <fieldset aria-describedby={missing ? `${baseId}-missing` : undefined}>
                <legend className="mb-2 text-sm font-semibold text-slate-800">{TEXT.card.options}</legend>
                <div className="space-y-2">
                  {variants.map((option) => (
                    <VariantOption
                      key={option.id}
                      option={option}
                      baseId={baseId}
                      selected={option.id === chosen}
                      onChoose={() => {
                        setChosen(option.id);
                        setQuantity(1);
                        setMissing(false);
                      }}
                    />
                  ))}
                </div>
                {missing && (
                  <p id={`${baseId}-missing`} className="mt-2 text-sm font-medium text-red-700">
                    {TEXT.shopping.chooseOption}
                  </p>
                )}
              </fieldset>
              <div className="flex items-center gap-3" {...keepFocus}>
                {entry ? (
                  <CartStepper entry={entry} name={product.name} size="md" />
                ) : (
                  <>
                    <QuantityControl
                      value={quantity}
                      stock={variant?.countInStock ?? 1}
                      max={variant?.maxPerOrder}
                      onChange={setQuantity}
                    />
                    <Button
                      className="flex-1"
                      busy={busy}
                      busyText={TEXT.adding}
                      data-focus-target
                      onClick={() => void add()}
                    >
                      {TEXT.card.add}
                    </Button>
                  </>
                )}
              </div>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
