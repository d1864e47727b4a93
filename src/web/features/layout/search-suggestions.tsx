import { Search } from '#src/web/components/ui/icons';
import type { TSuggestion } from '#src/contracts/catalog';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';

export const keyOf = (item: TSuggestion) => `${item.type}-${item.id}`;

export function suggestionHref(item: TSuggestion): string {
  if (item.type === 'product') return `/product/${item.id}`;
  return item.catId === null ? `/products/category/${item.id}` : `/products/subCat/${item.id}`;
}

/** The combobox's listbox: one option per suggestion; the mouse never takes the focus from the input. */
export function SuggestionList({
  id,
  suggestions,
  active,
  onHover,
  onPick,
}: {
  id: string;
  suggestions: TSuggestion[];
  active: number;
  onHover: (index: number) => void;
  onPick: (item: TSuggestion) => void;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={TEXT.searchPlaceholder}
      className="absolute inset-x-0 top-full z-50 mt-2 max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-raised"
    >
      {suggestions.map((item, index) => (
        <li
          key={keyOf(item)}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onPick(item)}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-slate-800',
            index === active && 'bg-brand-50 text-brand-800',
          )}
        >
          <span className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100">
            {item.image ? (
              <img src={imageUrl(item.image, 200)} alt="" width={36} height={36} className="size-9 object-cover" />
            ) : (
              <Search className="size-4 text-slate-400" aria-hidden="true" />
            )}
          </span>
          <span className="min-w-0 flex-1 truncate font-medium">{item.name}</span>
          {item.type === 'category' && (
            <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
              {TEXT.shell.category}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
