import { ChevronDown } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import type { TCategory } from '#src/contracts/catalog';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { categoryHref, subCategoryHref } from './category-links';

/** One category in the drawer: opens to "View all" and its subcategories; following a link closes the drawer. */
export function MenuCategory({ category, onClose }: { category: TCategory; onClose: () => void }) {
  return (
    <details className="group">
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl px-3 py-2 text-[0.9375rem] font-medium text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-lg"
          style={{ backgroundColor: category.color }}
        >
          {category.images[0] && (
            <img src={imageUrl(category.images[0], 200)} alt="" width={22} height={22} className="size-5.5" />
          )}
        </span>
        <span className="flex-1">{category.name}</span>
        <ChevronDown className="size-4 text-slate-500 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <ul className="mt-1 mb-2 ml-14 border-l border-slate-100 pl-3">
        <li>
          <Link
            to={categoryHref(category)}
            onClick={onClose}
            className="block py-1.5 text-sm font-semibold text-brand-700"
          >
            {TEXT.shell.viewAll(category.name)}
          </Link>
        </li>
        {category.children.map((child) => (
          <li key={child.id}>
            <Link to={subCategoryHref(child)} onClick={onClose} className="block py-1.5 text-sm text-slate-700">
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
