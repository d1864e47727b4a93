import { useState, type FormEvent } from 'react';

/**
 * The state of a back-office form that adds a row or edits one in place (categories, search synonyms): the draft,
 * busy while its write runs, and — when it adds (no `onCancel`) — emptied again after a write that succeeded.
 * `clean` shapes the draft sent (trimmed names).
 */
export function useInlineForm<D>(
  initial: D,
  onSubmit: (draft: D) => Promise<boolean>,
  { onCancel, clean = (draft) => draft }: { onCancel?: (() => void) | undefined; clean?: (draft: D) => D },
) {
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const done = await onSubmit(clean(draft));
    setBusy(false);
    if (done && !onCancel) setDraft(initial);
  };
  return { draft, setDraft, busy, submit };
}
