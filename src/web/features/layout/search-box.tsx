import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TSuggestion } from '#src/contracts/catalog';
import { SEARCH_REDIRECT_DELAY_MS } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { api } from '#src/web/lib/api';
import { SuggestionList, keyOf, suggestionHref } from './search-suggestions';
import { SearchSubmit } from './search-submit';
import { useSuggestions } from './use-suggestions';

/** The header's search input; the bottom bar's Search tab focuses it by this id. */
export const SEARCH_INPUT_ID = 'site-search';

export { suggestionHref };

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Search with suggestions: an ARIA 1.2 combobox (arrows move, Enter opens, Escape closes). */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const suggestions = useSuggestions(text);
  const [open, setOpen] = useState(false);
  // The chosen suggestion by key, not position: a newer answer (the shopper typed on) keeps the choice while the
  // item is still listed, wherever it moved, instead of dropping what the arrows had picked.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
        className="search-input"
      />
      <SearchSubmit busy={busy} />
      {expanded && (
        <SuggestionList id={listId} suggestions={suggestions} active={active} onHover={choose} onPick={go} />
      )}
    </form>
  );
}
