import { Link } from 'react-router';
import { CATEGORY_TILES_IN_HTML } from '#src/shared/constants';
import type { TCategory, TCategoryChild } from '#src/contracts/catalog';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { Carousel } from '#src/web/components/ui/carousel';
import { SectionHeading } from './section-heading';

type Tile = Pick<TCategoryChild, 'id' | 'name' | 'color' | 'images'> & { href: string };

/** Top categories first, then their sub-categories, each as a tile in its own colour. */
export function featuredTiles(categories: TCategory[]): Tile[] {
  const top = categories.map((c) => ({ ...c, href: `/products/category/${c.id}` }));
  const children = categories.flatMap((c) =>
    c.children.map((child) => ({ ...child, href: `/products/subCat/${child.id}` })),
  );
  return [...top, ...children];
}

export function CategorySlider({ categories }: { categories: TCategory[] }) {
  const tiles = featuredTiles(categories);
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="featured-categories">
      <SectionHeading id="featured-categories" title={TEXT.home.featuredCategories} />
      <Carousel
        label={TEXT.home.featuredCategories}
        // Spec: 8 slides visible on wide screens.
        slideClassName="basis-[31%] sm:basis-1/5 lg:basis-1/6 xl:basis-1/8"
        serverSlides={CATEGORY_TILES_IN_HTML}
        gap="sm"
        options={{ dragFree: true }}
        previousLabel={TEXT.home.previous}
        nextLabel={TEXT.home.next}
      >
        {tiles.map((tile) => (
          <Link key={tile.href} to={tile.href} className="group tile" style={{ backgroundColor: tile.color }}>
            <span className="tile-icon">
              {tile.images[0] && (
                <img
                  src={imageUrl(tile.images[0], 200)}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-11 sm:size-14"
                />
              )}
            </span>
            <span className="line-clamp-2 text-sm leading-tight font-semibold text-slate-900">{tile.name}</span>
          </Link>
        ))}
      </Carousel>
    </section>
  );
}
