import { useState } from 'react';
import type { TCategory } from '#src/contracts/catalog';
import { HOME_PRODUCTS_MAX } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/web/components/ui/tabs';
import { api } from '#src/web/lib/api';
import { ProductCard, ProductCardSkeleton, type CardProduct } from '#src/web/features/catalog/index';
import { SectionHeading } from './section-heading';

/** Spec: at most 10 products, shown in reverse order. */
export function popularOrder(products: CardProduct[]): CardProduct[] {
  return products.slice(0, HOME_PRODUCTS_MAX).reverse();
}

type TabState = CardProduct[] | 'loading' | 'error';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';

/** One tab per category; the first tab's products come from the server, others load when chosen. */
export function PopularProducts({
  categories,
  firstProducts,
  location,
}: {
  categories: TCategory[];
  firstProducts: CardProduct[] | null;
  location: string;
}) {
  const first = categories[0];
  const [selected, setSelected] = useState(first ? String(first.id) : '');
  const [tabs, setTabs] = useState<Record<string, TabState>>(() =>
    first ? { [first.id]: firstProducts ? popularOrder(firstProducts) : 'error' } : {},
  );

  if (!first) return null;

  const load = (catId: string) => {
    setTabs((current) => ({ ...current, [catId]: 'loading' }));
    api.catalog
      .byCategory({ query: { catId: Number(catId), location, perPage: HOME_PRODUCTS_MAX } })
      .then((listing) => setTabs((current) => ({ ...current, [catId]: popularOrder(listing.products) })))
      .catch(() => setTabs((current) => ({ ...current, [catId]: 'error' })));
  };

  const choose = (catId: string) => {
    setSelected(catId);
    const state = tabs[catId];
    if (state === undefined || state === 'error') load(catId);
  };

  return (
    <section aria-labelledby="popular-products">
      <Tabs value={selected} onValueChange={choose}>
        <SectionHeading id="popular-products" title={TEXT.home.popularProducts} />
        {/* Scrolls sideways on phones, wraps on wide screens. */}
        <TabsList aria-label={TEXT.shell.categories} className="-mx-4 mb-5 px-4 pb-1 lg:mx-0 lg:flex-wrap lg:px-0">
          {categories.map((category) => (
            <TabsTrigger key={category.id} value={String(category.id)}>
              {category.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {categories.map((category) => {
          const state = tabs[String(category.id)];
          return (
            <TabsContent key={category.id} value={String(category.id)} className="focus-visible:outline-none">
              {state === 'loading' || state === undefined ? (
                <div className={GRID} aria-busy="true">
                  {Array.from({ length: HOME_PRODUCTS_MAX }, (_, index) => (
                    <ProductCardSkeleton key={index} />
                  ))}
                </div>
              ) : state === 'error' ? (
                <p className="rounded-2xl bg-slate-50 px-6 py-10 text-center text-slate-600">{TEXT.home.loadFailed}</p>
              ) : state.length === 0 ? (
                <p className="rounded-2xl bg-slate-50 px-6 py-10 text-center text-slate-600">{TEXT.home.noProducts}</p>
              ) : (
                <ul className={GRID}>
                  {state.map((product) => (
                    <li key={product.id}>
                      <ProductCard product={product} />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}
