import { PackageSearch } from '#src/web/components/ui/icons';
import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { Spinner } from '#src/web/components/ui/spinner';
import { ProductCard, type CardProduct } from './product-card';

/** Cards in the first row load at once (they are the page's largest paint); the rest lazily. */
const EAGER_CARDS = 4;
const SIZES = '(min-width: 1280px) 240px, (min-width: 992px) 30vw, (min-width: 640px) 31vw, 46vw';

/** True while the router loads another URL of this same page (a filter, sort or page change). */
export function useFiltering(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}

export function ProductGrid({ products, empty }: { products: CardProduct[]; empty: ReactNode }) {
  const filtering = useFiltering();
  return (
    <div className="relative" aria-busy={filtering || undefined}>
      {products.length > 0 ? (
        <ul
          className={cn(
            'grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-3 sm:gap-4 xl:grid-cols-4',
            filtering && 'opacity-50',
          )}
        >
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < EAGER_CARDS} sizes={SIZES} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-16 text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm">
            <PackageSearch className="size-8" aria-hidden="true" />
          </span>
          <div className="mt-4 max-w-md text-slate-700">{empty}</div>
        </div>
      )}
      {filtering && (
        <div className="absolute inset-0 flex items-start justify-center bg-white/40 pt-24">
          <span className="flex items-center gap-3 rounded-full bg-white px-5 py-3 text-sm font-semibold text-brand-700 shadow-raised">
            <Spinner className="size-5" label={TEXT.catalog.loadingProducts} />
            <span aria-hidden="true">{TEXT.catalog.loadingProducts}</span>
          </span>
        </div>
      )}
    </div>
  );
}
