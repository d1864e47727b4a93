import { useEffect, useState } from 'react';
import type { TSuggestion } from '#src/contracts/catalog';
import { SEARCH_SUGGESTIONS_MAX, SEARCH_SUGGEST_MIN_CHARS } from '#src/shared/constants';
import { api } from '#src/web/lib/api';

const SUGGEST_DEBOUNCE_MS = 150;

/** The suggestions for what is typed, fetched after a short pause; an answer for older text is dropped. */
export function useSuggestions(text: string): TSuggestion[] {
  const [suggestions, setSuggestions] = useState<TSuggestion[]>([]);

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

  return suggestions;
}
