import { useId } from 'react';
import { PRODUCT_SLIDES_IN_HTML } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { Carousel } from '#src/web/components/ui/carousel';
import { ProductCard, type CardProduct } from './product-card';

/** Products of the same sub-category in a slider of 4 (spec section 9). */
export function RelatedProducts({ products }: { products: CardProduct[] }) {
  const id = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-extrabold tracking-tight text-slate-900 sm:text-2xl">
        {TEXT.catalog.related}
      </h2>
      <Carousel
        label={TEXT.catalog.related}
        slideClassName="basis-[48%] sm:basis-1/3 lg:basis-1/4"
        serverSlides={PRODUCT_SLIDES_IN_HTML}
        previousLabel={TEXT.home.previous}
        nextLabel={TEXT.home.next}
      >
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            sizes="(min-width: 992px) 300px, (min-width: 640px) 31vw, 46vw"
          />
        ))}
      </Carousel>
    </section>
  );
}
