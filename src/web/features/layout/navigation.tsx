import { ChevronDown, Clock } from '#src/web/components/ui/icons';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import type { TCategory } from '#src/contracts/catalog';
import { HEADER_CATEGORY_LINKS, MEGA_MENU_CATEGORIES } from '#src/shared/constants';
import { useShop } from '#src/web/lib/shop';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { BrowseCategories } from './browse-categories';
import { categoryHref, subCategoryHref } from './category-links';

// Between 992 and 1280 px six category names only just fit: smaller type, no chevrons.
const TOP_LINK = 'nav-link';
const CHEVRON = 'nav-chevron';
// Hover or keyboard focus inside the item shows its dropdown.
const DROPDOWN =
  'invisible absolute top-full z-50 pt-2 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100';
const DROPDOWN_LINK =
  'block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-none';

function TopCategory({ category, withMenu }: { category: TCategory; withMenu: boolean }) {
  const hasChildren = category.children.length > 0;
  return (
    <li className="group relative">
      <NavLink to={categoryHref(category)} className={({ isActive }) => cn(TOP_LINK, isActive && 'text-brand-700')}>
        {category.name}
        {hasChildren && <ChevronDown className={CHEVRON} aria-hidden="true" />}
      </NavLink>
      {hasChildren && withMenu && (
        <div className={cn(DROPDOWN, 'left-0')}>
          <ul
            aria-label={category.name}
            className="w-56 rounded-2xl border border-slate-200 bg-white p-2 shadow-raised"
          >
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={subCategoryHref(child)} className={DROPDOWN_LINK}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

function ShopMegaMenu({ categories, withMenu }: { categories: TCategory[]; withMenu: boolean }) {
  return (
    <li className="group hidden xl:block">
      <button type="button" className={TOP_LINK} aria-haspopup="true">
        {TEXT.shell.shop}
        <ChevronDown className={CHEVRON} aria-hidden="true" />
      </button>
      {withMenu && (
        <div className={cn(DROPDOWN, 'inset-x-6')}>
          <div className="grid grid-cols-5 gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-raised">
            {categories.map((category) => (
              <div key={category.id}>
                <Link
                  to={categoryHref(category)}
                  className="group/title mb-3 flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span
                    className="flex size-10 items-center justify-center rounded-xl"
                    style={{ backgroundColor: category.color }}
                  >
                    {category.images[0] && (
                      <img
                        src={imageUrl(category.images[0], 200)}
                        alt=""
                        width={28}
                        height={28}
                        loading="lazy"
                        className="size-7"
                      />
                    )}
                  </span>
                  <span className="font-bold text-slate-900 group-hover/title:text-brand-700">{category.name}</span>
                </Link>
                <ul aria-label={category.name}>
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link
                        to={subCategoryHref(child)}
                        className="block rounded-md py-1.5 text-sm text-slate-600 hover:text-brand-700"
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * The desktop navigation row: browse panel, Home, the first six categories, the Shop mega-menu. The dropdowns open
 * on hover or keyboard focus (CSS); their markup is rendered once the pointer or focus first enters the row, so the
 * server HTML and hydration of every page (and phones, which never show this row) skip ~130 hidden elements.
 */
export function Navigation({ categories }: { categories: TCategory[] }) {
  const { hours } = useShop();
  const [withMenus, setWithMenus] = useState(false);
  const wantMenus = () => setWithMenus(true);
  return (
    <nav
      aria-label={TEXT.shell.mainNavigation}
      className="hidden border-t border-slate-100 lg:block"
      onPointerEnter={wantMenus}
      onFocus={wantMenus}
    >
      <div className="relative mx-auto flex max-w-shop items-center gap-3 px-6 py-2 xl:gap-4">
        <BrowseCategories categories={categories} />
        <ul className="flex min-w-0 items-center">
          <li>
            <NavLink to="/" end className={({ isActive }) => cn(TOP_LINK, isActive && 'text-brand-700')}>
              {TEXT.shell.home}
            </NavLink>
          </li>
          {categories.slice(0, HEADER_CATEGORY_LINKS).map((category) => (
            <TopCategory key={category.id} category={category} withMenu={withMenus} />
          ))}
          {categories.length > 0 && (
            <ShopMegaMenu categories={categories.slice(0, MEGA_MENU_CATEGORIES)} withMenu={withMenus} />
          )}
        </ul>
        <p className="ml-auto hidden items-center gap-1.5 text-sm font-medium whitespace-nowrap text-slate-600 2xl:flex">
          <Clock className="size-4 text-brand-600" aria-hidden="true" />
          {hours}
        </p>
      </div>
    </nav>
  );
}
