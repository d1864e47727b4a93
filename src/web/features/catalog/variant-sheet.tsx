import { useEffect, useId, useState } from 'react';
import type { TProductDetail, TVariant } from '#src/contracts/catalog';
import { formatUnitPrice } from '#src/shared/unit-price';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { Spinner } from '#src/web/components/ui/spinner';
import { api } from '#src/web/lib/api';
import { formatPrice } from '#src/web/lib/format';
import { useAddToCart } from '#src/web/features/shopping/index';
import { QuantityControl } from './quantity-control';

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
                  {variants.map((option) => {
                    const soldOut = option.countInStock < 1;
                    const selected = option.id === chosen;
                    const nameId = `${baseId}-${option.id}-name`;
                    const priceId = `${baseId}-${option.id}-price`;
                    return (
                      <label
                        key={option.id}
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
                          onChange={() => {
                            setChosen(option.id);
                            setQuantity(1);
                            setMissing(false);
                          }}
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
                              {option.oldPrice > option.price && (
                                <span className="ml-1.5 text-xs text-slate-500 line-through">
                                  <span className="sr-only">was </span>
                                  {formatPrice(option.oldPrice)}
                                </span>
                              )}
                              {option.unitPrice && (
                                <span className="block text-xs text-slate-600">
                                  {formatUnitPrice(option.unitPrice)}
                                </span>
                              )}
                            </>
                          )}
                        </span>
                      </label>
                    );
                  })}
                </div>
                {missing && (
                  <p id={`${baseId}-missing`} className="mt-2 text-sm font-medium text-red-700">
                    {TEXT.shopping.chooseOption}
                  </p>
                )}
              </fieldset>
              <div className="flex items-center gap-3">
                <QuantityControl value={quantity} stock={variant?.countInStock ?? 1} onChange={setQuantity} />
                <Button className="flex-1" busy={busy} busyText={TEXT.adding} onClick={() => void add()}>
                  {TEXT.card.add}
                </Button>
              </div>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
