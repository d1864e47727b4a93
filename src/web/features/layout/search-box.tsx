import { Search } from '#src/web/components/ui/icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TSuggestion } from '#src/contracts/catalog';
import { SEARCH_REDIRECT_DELAY_MS, SEARCH_SUGGESTIONS_MAX, SEARCH_SUGGEST_MIN_CHARS } from '#src/shared/constants';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { Spinner } from '#src/web/components/ui/spinner';
import { api } from '#src/web/lib/api';

/** The header's search input; the bottom bar's Search tab focuses it by this id. */
export const SEARCH_INPUT_ID = 'site-search';
const SUGGEST_DEBOUNCE_MS = 150;

const keyOf = (item: TSuggestion) => `${item.type}-${item.id}`;

export function suggestionHref(item: TSuggestion): string {
  if (item.type === 'product') return `/product/${item.id}`;
  return item.catId === null ? `/products/category/${item.id}` : `/products/subCat/${item.id}`;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Search with suggestions: an ARIA 1.2 combobox (arrows move, Enter opens, Escape closes). */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<TSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  // The chosen suggestion by key, not position: a newer answer (the shopper typed on) keeps the choice while the
  // item is still listed, wherever it moved, instead of dropping what the arrows had picked.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const query = text.trim();
    if (query.length < SEARCH_SUGGEST_MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      api.search
        .suggest({ query: { q: query } })
        .then((list) => {
          if (!current) return;
          setSuggestions(list.slice(0, SEARCH_SUGGESTIONS_MAX));
        })
        .catch(() => current && setSuggestions([]));
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [text]);

  const expanded = open && suggestions.length > 0;
  const active = activeKey === null ? -1 : suggestions.findIndex((item) => keyOf(item) === activeKey);
  const choose = (index: number) => {
    const item = suggestions[index];
    setActiveKey(item ? keyOf(item) : null);
  };

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  const go = (item: TSuggestion) => {
    close();
    setText('');
    inputRef.current?.blur();
    void navigate(suggestionHref(item));
  };

  // Spec (section 4): loading, fetch, wait 2 s, go to /search, clear the input, close.
  const submit = async () => {
    const query = text.trim();
    if (!query || busy) return;
    setBusy(true);
    close();
    try {
      await api.search.search({ query: { q: query } });
    } catch {
      // The results page loads and reports on its own.
    }
    await wait(SEARCH_REDIRECT_DELAY_MS);
    setBusy(false);
    setText('');
    inputRef.current?.blur();
    void navigate(`/search?q=${encodeURIComponent(query)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      choose((active + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      choose(active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const item = suggestions[active];
      if (item) go(item);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else setText('');
    }
  };

  return (
    <form
      ref={rootRef}
      role="search"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
        {TEXT.searchPlaceholder}
      </label>
      <input
        ref={inputRef}
        id={SEARCH_INPUT_ID}
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={TEXT.searchPlaceholder}
        value={text}
        disabled={busy}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-xl border border-slate-200 bg-slate-50 pr-12 pl-4 text-[0.9375rem] text-slate-900 transition-colors placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-600/20 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={TEXT.shell.search}
        aria-busy={busy || undefined}
        className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {busy ? <Spinner label={TEXT.shell.search} /> : <Search className="size-4.5" aria-hidden="true" />}
      </button>
      {expanded && (
        <ul
          id={listId}
          role="listbox"
          aria-label={TEXT.searchPlaceholder}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-raised"
        >
          {suggestions.map((item, index) => (
            <li
              key={keyOf(item)}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => choose(index)}
              onClick={() => go(item)}
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
      )}
    </form>
  );
}
