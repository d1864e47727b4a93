import { useId } from 'react';
import { SYNONYM_TERM_MAX, SYNONYM_WORD_MAX, SYNONYM_WORDS_MAX } from '#src/contracts/search-synonyms';
import { SEARCH_ADMIN_TEXT as T } from '#src/shared/texts/search';
import { Button } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { useInlineForm } from '#src/web/features/admin/index';

/** What the form edits: the term and its words as typed ('tomato, tamatar'). */
export type SynonymDraft = { term: string; words: string };

/** The words typed in one box, comma-separated: the server normalises each (case, spaces) and refuses bad ones. */
export const wordsOfDraft = (draft: SynonymDraft) =>
  draft.words
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word.length > 0);

/** A synonym's term and words: the same form adds one and edits one in place. */
export function SynonymForm({
  title,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: SynonymDraft;
  submitLabel: string;
  onSubmit: (draft: SynonymDraft) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const { draft, setDraft, busy, submit } = useInlineForm(initial, onSubmit, {
    onCancel,
    clean: (d) => ({ term: d.term.trim(), words: d.words }),
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={title}
      className="grid gap-4 p-4 sm:grid-cols-[minmax(10rem,1fr)_minmax(12rem,2fr)_auto]"
    >
      <Field
        id={`${id}-term`}
        label={T.term}
        hint={T.termHint}
        value={draft.term}
        required
        maxLength={SYNONYM_TERM_MAX}
        autoCapitalize="none"
        onChange={(event) => setDraft({ ...draft, term: event.target.value })}
      />
      <Field
        id={`${id}-words`}
        label={T.words}
        hint={T.wordsHint}
        value={draft.words}
        required
        maxLength={SYNONYM_WORDS_MAX * (SYNONYM_WORD_MAX + 2)}
        autoCapitalize="none"
        onChange={(event) => setDraft({ ...draft, words: event.target.value })}
      />
      <div className="flex items-start gap-2 sm:pt-7">
        {onCancel ? (
          <Button variant="quiet" onClick={onCancel}>
            {T.cancel}
          </Button>
        ) : null}
        <Button type="submit" busy={busy} busyText={submitLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
