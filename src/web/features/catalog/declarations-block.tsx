import { DECLARATIONS_TEXT } from '#src/shared/texts/declarations';
import { DIET_TEXT } from '#src/shared/texts/diet';
import type { TProductDetail, TVariant } from '#src/contracts/catalog';
import { declarationRows } from '#src/shared/declarations';
import { TEXT } from '#src/shared/texts';
import { useShop } from '#src/web/lib/shop';
import { DietMark } from './diet-mark';

const T = DECLARATIONS_TEXT;

/**
 * The default pack when none is chosen yet: the product's copies are the default variant's (decision 020), so the
 * pack with its price, MRP and stock.
 */
export function defaultPack(product: TProductDetail): TVariant | undefined {
  return (
    product.variants.find(
      (v) => v.price === product.price && v.oldPrice === product.oldPrice && v.countInStock === product.countInStock,
    ) ?? product.variants[0]
  );
}

/**
 * The product page's Declarations block (issue 30 §3, decision 056): maker, origin, generic name, the chosen pack's
 * net quantity, MRP and unit price, best-before and consumer care, and the food mark with its words.
 */
export function DeclarationsBlock({ product, pack }: { product: TProductDetail; pack: TVariant | null | undefined }) {
  const shop = useShop();
  const shown = pack ?? defaultPack(product);
  const rows = declarationRows(product.declarations, product.facts, shown, shop);
  const diet = product.facts?.kind === 'food' ? product.facts.diet : undefined;
  return (
    <section
      aria-labelledby="declarations-heading"
      className="mt-6 border-t border-slate-100 pt-6"
      data-declarations=""
    >
      <h2 id="declarations-heading" className="text-base font-bold text-slate-900">
        {T.heading}
      </h2>
      {shown && product.variants.length > 1 && shown.label ? (
        <p className="mt-1 text-xs text-slate-600">{T.forPack(shown.label)}</p>
      ) : null}
      <dl className="mt-3 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-1.5 text-sm">
        {diet ? (
          <>
            <dt className="font-semibold text-slate-700">{TEXT.catalog.facts.diet}</dt>
            <dd className="flex items-center gap-1.5 text-slate-700">
              <DietMark diet={diet} decorative />
              <span>{diet === 'veg' ? DIET_TEXT.veg : DIET_TEXT.nonVeg}</span>
            </dd>
          </>
        ) : null}
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
