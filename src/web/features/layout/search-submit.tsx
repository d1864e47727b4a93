import { Search } from '#src/web/components/ui/icons';
import { TEXT } from '#src/shared/texts';
import { Spinner } from '#src/web/components/ui/spinner';

/** The magnifier button; a spinner while the search runs. */
export function SearchSubmit({ busy }: { busy: boolean }) {
  return (
    <button type="submit" aria-label={TEXT.shell.search} aria-busy={busy || undefined} className="search-submit">
      {busy ? <Spinner label={TEXT.shell.search} /> : <Search className="size-4.5" aria-hidden="true" />}
    </button>
  );
}
