import { useId } from 'react';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { Button } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { useInlineForm } from '#src/web/features/admin/index';
import { ImagePicker } from './image-picker';

const T = ADMIN_TAXONOMY_PAGES.categories;
/** A new category's colour until the admin picks one. */
export const DEFAULT_COLOUR = '#ecfdf5';

/** What the category form edits. */
export type Draft = { name: string; nameHi: string; color: string; image: string | null };

/** Name, colour and image: the same form adds a category and edits one, in place. */
export function CategoryForm({
  title,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: Draft;
  submitLabel: string;
  onSubmit: (draft: Draft) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const { draft, setDraft, busy, submit } = useInlineForm(initial, onSubmit, {
    onCancel,
    clean: (d) => ({ ...d, name: d.name.trim(), nameHi: d.nameHi.trim() }),
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={title}
      className="grid gap-4 p-4 sm:grid-cols-[1fr_auto]"
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(12rem,1fr)_auto]">
        <Field
          id={`${id}-name`}
          label={T.name}
          value={draft.name}
          required
          maxLength={80}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <Field
          id={`${id}-name-hi`}
          label={T.nameHi}
          lang="hi"
          value={draft.nameHi}
          maxLength={80}
          onChange={(event) => setDraft({ ...draft, nameHi: event.target.value })}
        />
        <div>
          <label htmlFor={`${id}-colour`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {T.colour}
          </label>
          <input
            id={`${id}-colour`}
            type="color"
            value={draft.color}
            onChange={(event) => setDraft({ ...draft, color: event.target.value })}
            className="h-12 w-20 cursor-pointer rounded-xl border border-slate-300 bg-white p-1"
          />
        </div>
        <div className="sm:col-span-2">
          <ImagePicker
            id={`${id}-image`}
            label={T.image}
            value={draft.image}
            onChange={(image) => setDraft({ ...draft, image })}
          />
        </div>
      </div>
      <div className="flex items-end gap-2">
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
