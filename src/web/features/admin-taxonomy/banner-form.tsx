import { useId, useState, type FormEvent } from 'react';
import type { TAdminCategory } from '#src/contracts/admin-taxonomy';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { Button } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { useAlert } from '#src/web/lib/alert';
import { ImagePicker } from './image-picker';

const T = ADMIN_TAXONOMY_PAGES.banners;

/** What the banner form edits. */
export type Draft = {
  title: string;
  /** The headline in Hindi ('' for none). */
  titleHi: string;
  image: string | null;
  catId: number | null;
  subCatId: number | null;
  active: boolean;
};

const SELECT =
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-[0.9375rem] text-slate-900 shadow-xs ' +
  'focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none';

/** Image with preview, headline, the category (and sub-category) it links to, and whether the shop shows it. */
export function BannerForm({
  title,
  initial,
  categories,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: Draft;
  categories: TAdminCategory[];
  onSubmit: (draft: Draft) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const { showError } = useAlert();
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const top = categories.find((category) => category.id === draft.catId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.image) return showError(T.needImage);
    if (draft.catId === null) return showError(T.needCategory);
    setBusy(true);
    await onSubmit(draft);
    setBusy(false);
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={title}
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="font-bold text-slate-900">{title}</h3>
      <ImagePicker
        id={`${id}-image`}
        label={T.image}
        value={draft.image}
        wide
        removable={false}
        onChange={(image) => setDraft({ ...draft, image })}
      />
      <Field
        id={`${id}-title`}
        label={T.headline}
        hint={T.headlineHint}
        value={draft.title}
        maxLength={120}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <Field
        id={`${id}-title-hi`}
        label={T.headlineHi}
        hint={T.headlineHiHint}
        lang="hi"
        value={draft.titleHi}
        maxLength={120}
        onChange={(event) => setDraft({ ...draft, titleHi: event.target.value })}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{T.link}</legend>
        <div>
          <label htmlFor={`${id}-cat`} className="mb-1.5 block text-sm text-slate-700">
            {T.category}
          </label>
          <select
            id={`${id}-cat`}
            className={SELECT}
            value={draft.catId ?? ''}
            onChange={(event) =>
              setDraft({ ...draft, catId: event.target.value ? Number(event.target.value) : null, subCatId: null })
            }
          >
            <option value="">{T.chooseCategory}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-sub`} className="mb-1.5 block text-sm text-slate-700">
            {T.subCategory}
          </label>
          <select
            id={`${id}-sub`}
            className={SELECT}
            value={draft.subCatId ?? ''}
            disabled={!top || top.children.length === 0}
            onChange={(event) =>
              setDraft({ ...draft, subCatId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{T.wholeCategory}</option>
            {top?.children.map((child) => (
              <option key={child.id} value={child.id}>
                {child.name}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-[0.9375rem] text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={draft.active}
          onChange={(event) => setDraft({ ...draft, active: event.target.checked })}
        />
        {T.active}
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="quiet" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" busy={busy} busyText={T.save}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}
