import { Link } from 'react-router';
import type { TCategory } from '#src/contracts/catalog';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { categoryHref, subCategoryHref } from '#src/web/features/layout/index';
import { FilterSection } from './filter-section';

type Props = {
  categories: TCategory[];
  /** The listing's category and sub-category ids, to mark and open them. */
  currentCategoryId?: number | undefined;
  currentSubCategoryId?: number | undefined;
};

const ROW = 'cat-row';

/** Every category as a link; the current one is open to show its sub-categories. */
export function CategoryList({ categories, currentCategoryId, currentSubCategoryId }: Props) {
  return (
    <FilterSection title={TEXT.catalog.categoryList}>
      <ul className="space-y-0.5">
        {categories.map((category) => {
          const open = category.id === currentCategoryId;
          const image = category.images[0];
          return (
            <li key={category.id}>
              <Link
                to={categoryHref(category)}
                aria-current={open && currentSubCategoryId === undefined ? 'page' : undefined}
                className={cn(ROW, open && 'bg-brand-50 text-brand-800')}
              >
                <span className="cat-thumb" style={{ backgroundColor: category.color }}>
                  {image && (
                    <img
                      src={imageUrl(image, 200)}
                      alt=""
                      width={32}
                      height={32}
                      loading="lazy"
                      className="size-8 object-cover"
                    />
                  )}
                </span>
                <span className="cat-name">{category.name}</span>
              </Link>
              {open && category.children.length > 0 && (
                <ul className="mt-0.5 mb-1 ml-6 space-y-0.5 border-l border-slate-200 pl-3">
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link
                        to={subCategoryHref(child)}
                        aria-current={child.id === currentSubCategoryId ? 'page' : undefined}
                        className={cn('cat-sub', child.id === currentSubCategoryId && 'font-semibold text-brand-700')}
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </FilterSection>
  );
}
