import { Search } from '#src/web/components/ui/icons';
import { TEXT } from '#src/shared/texts';
import { Spinner } from '#src/web/components/ui/spinner';

/** The magnifier button; a spinner while the search runs. */
export function SearchSubmit({ busy }: { busy: boolean }) {
  return (
    <button
      type="submit"
      aria-label={TEXT.shell.search}
      aria-busy={busy || undefined}
      className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {busy ? <Spinner label={TEXT.shell.search} /> : <Search className="size-4.5" aria-hidden="true" />}
    </button>
  );
}
