import { ChevronDown, ChevronRight, LayoutGrid } from '#src/web/components/ui/icons';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { TCategory } from '#src/contracts/catalog';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { useDismiss } from '#src/web/lib/use-dismiss';
import { categoryHref, subCategoryHref } from './category-links';

/** The 'Browse All Categories' button and its panel; each category opens its sub-categories to the side. */
export function BrowseCategories({ categories }: { categories: TCategory[] }) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => setOpen(false), [pathname]);

  useDismiss(open, close, rootRef, buttonRef);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="browse-btn"
      >
        <LayoutGrid className="size-4" aria-hidden="true" />
        {TEXT.browseAllCategories}
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute top-full left-0 z-50 mt-2 w-72 rounded-2xl border border-slate-200 bg-white p-2 shadow-raised"
        >
          <ul aria-label={TEXT.shell.categories}>
            {categories.map((category) => (
              <li key={category.id} className="group/item relative">
                <Link
                  to={categoryHref(category)}
                  className="flex items-center gap-3 rounded-xl px-2.5 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-none"
                >
                  <span
                    className="flex size-8 shrink-0 items-center justify-center rounded-lg"
                    style={{ backgroundColor: category.color }}
                  >
                    {category.images[0] && (
                      <img src={imageUrl(category.images[0], 200)} alt="" width={24} height={24} className="size-6" />
                    )}
                  </span>
                  <span className="flex-1">{category.name}</span>
                  {category.children.length > 0 && (
                    <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
                  )}
                </Link>
                {category.children.length > 0 && (
                  <ul
                    aria-label={category.name}
                    className="invisible absolute top-0 left-full z-10 ml-1 w-60 rounded-2xl border border-slate-200 bg-white p-2 opacity-0 shadow-raised transition-opacity group-focus-within/item:visible group-focus-within/item:opacity-100 group-hover/item:visible group-hover/item:opacity-100"
                  >
                    {category.children.map((child) => (
                      <li key={child.id}>
                        <Link
                          to={subCategoryHref(child)}
                          className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-none"
                        >
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
