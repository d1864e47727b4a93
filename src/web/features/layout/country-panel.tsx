import { Check } from '#src/web/components/ui/icons';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { TCountry } from '#src/contracts/catalog';
import { DEFAULT_LOCATION } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { Skeleton } from '#src/web/components/ui/skeleton';
import { api } from '#src/web/lib/api';

type Entry = { index: number; label: string; value: string };

let countriesRequest: Promise<TCountry[]> | null = null;
function loadCountries(): Promise<TCountry[]> {
  countriesRequest ??= api.locations.countries().catch((error: unknown) => {
    countriesRequest = null;
    throw error;
  });
  return countriesRequest;
}

/** Entry 0 is the placeholder meaning every country; the others follow in name order. */
export function countryEntries(countries: TCountry[]): Entry[] {
  const sorted = [...countries].sort((a, b) => a.country.localeCompare(b.country, 'en'));
  return [
    { index: 0, label: TEXT.shell.allCountries, value: DEFAULT_LOCATION },
    ...sorted.map((item, position) => ({ index: position + 1, label: item.country, value: item.country })),
  ];
}

export function matchCountries(entries: Entry[], query: string): Entry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return entries;
  return entries.filter((entry) => entry.index !== 0 && entry.label.toLowerCase().includes(needle));
}

export default function CountryPanel({
  selectedIndex,
  onChoose,
}: {
  selectedIndex: number;
  onChoose: (country: string, tabIndex: number) => void;
}) {
  const [countries, setCountries] = useState<TCountry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const inputId = useId();

  useEffect(() => {
    let current = true;
    loadCountries()
      .then((list) => current && setCountries(list))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  const entries = useMemo(() => countryEntries(countries ?? []), [countries]);
  const shown = useMemo(() => matchCountries(entries, query), [entries, query]);

  // Arrow keys walk the list from the box and between entries.
  const move = (event: KeyboardEvent<HTMLElement>, from: number) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = listRef.current?.querySelectorAll('button');
    if (!buttons?.length) return;
    const next = event.key === 'ArrowDown' ? Math.min(from + 1, buttons.length - 1) : from - 1;
    if (next < 0) document.getElementById(inputId)?.focus();
    else buttons[next]?.focus();
  };

  return (
    <div>
      <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-slate-900">
        {TEXT.shell.chooseLocation}
      </label>
      <input
        id={inputId}
        type="search"
        autoFocus
        autoComplete="off"
        placeholder={TEXT.countrySearchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => move(event, -1)}
        className="h-10 w-full rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
      />
      {countries === null && !failed ? (
        <div className="mt-2 space-y-1.5" aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-8" />
          ))}
        </div>
      ) : (
        <ul
          ref={listRef}
          aria-label={TEXT.shell.chooseLocation}
          className="mt-2 max-h-72 overflow-y-auto overscroll-contain"
        >
          {failed && <li className="px-3 py-2 text-sm text-red-700">{TEXT.home.loadFailed}</li>}
          {shown.length === 0 && !failed && (
            <li className="px-3 py-2 text-sm text-slate-600">{TEXT.shell.noCountries}</li>
          )}
          {shown.map((entry, position) => {
            const selected = entry.index === selectedIndex;
            return (
              <li key={entry.index}>
                <button
                  type="button"
                  aria-current={selected || undefined}
                  onClick={() => onChoose(entry.value, entry.index)}
                  onKeyDown={(event) => move(event, position)}
                  className={cn(
                    'flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-none',
                    selected && 'font-semibold text-brand-800',
                  )}
                >
                  {entry.label}
                  {selected && <Check className="size-4 text-brand-600" aria-hidden="true" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
