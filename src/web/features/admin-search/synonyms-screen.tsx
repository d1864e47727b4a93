import { Trash2 } from '#src/web/components/ui/icons';
import { Pencil } from '#src/web/components/ui/back-office-icons';
import { useState } from 'react';
import type { TSearchSynonym } from '#src/contracts/search-synonyms';
import { SEARCH_ADMIN_TEXT as T } from '#src/shared/texts/search';
import { adminApi, AdminPage, AdminPanel, useAdminAction } from '#src/web/features/admin/index';
import { Button } from '#src/web/components/ui/button';
import { SynonymForm, wordsOfDraft, type SynonymDraft } from './synonym-form';

/**
 * The grocer's search synonyms (Catalogue → Search synonyms): what shoppers type and what a search for it also
 * finds. Added above the list, edited in place, deleted after a confirmation; every answer in the alert bar, and
 * the shop's search follows at once (decision 051).
 */
export function SynonymsScreen({ synonyms }: { synonyms: TSearchSynonym[] }) {
  const [editing, setEditing] = useState<number | null>(null);
  const run = useAdminAction();

  const create = (draft: SynonymDraft) =>
    run(
      () => adminApi.adminSearchSynonyms.create({ body: { term: draft.term, words: wordsOfDraft(draft) } }),
      T.added(draft.term),
    );
  const update = (synonym: TSearchSynonym) => (draft: SynonymDraft) =>
    run(async () => {
      await adminApi.adminSearchSynonyms.update({
        params: { id: synonym.id },
        body: { term: draft.term, words: wordsOfDraft(draft) },
      });
      setEditing(null);
    }, T.saved(draft.term));
  const remove = (synonym: TSearchSynonym) => {
    if (!window.confirm(T.confirmDelete(synonym.term))) return;
    void run(() => adminApi.adminSearchSynonyms.remove({ params: { id: synonym.id } }), T.deleted(synonym.term));
  };

  return (
    <AdminPage title={T.title} description={T.intro}>
      <AdminPanel className="mb-6">
        <SynonymForm title={T.add} initial={{ term: '', words: '' }} submitLabel={T.add} onSubmit={create} />
      </AdminPanel>
      <AdminPanel>
        <p className="px-4 pt-4 text-sm text-slate-600">{T.count(synonyms.length)}</p>
        {synonyms.length === 0 ? (
          <p className="p-6 text-slate-600">{T.empty}</p>
        ) : (
          <ul aria-label={T.title} className="divide-y divide-slate-200">
            {synonyms.map((synonym) => (
              <li key={synonym.id} data-term={synonym.term}>
                {editing === synonym.id ? (
                  <SynonymForm
                    title={T.editLabel(synonym.term)}
                    initial={{ term: synonym.term, words: synonym.words.join(', ') }}
                    submitLabel={T.save}
                    onSubmit={update(synonym)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <div className="flex items-center gap-3 px-4 py-3">
                    <p className="min-w-0 flex-1 [overflow-wrap:anywhere] text-slate-900">
                      <span className="font-semibold">{synonym.term}</span>
                      <span aria-hidden="true" className="px-2 text-slate-400">
                        →
                      </span>
                      <span className="sr-only"> : </span>
                      {synonym.words.join(', ')}
                    </p>
                    <Button
                      variant="quiet"
                      size="icon"
                      aria-label={T.editLabel(synonym.term)}
                      title={T.editLabel(synonym.term)}
                      onClick={() => setEditing(synonym.id)}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="quiet"
                      size="icon"
                      aria-label={T.deleteLabel(synonym.term)}
                      title={T.deleteLabel(synonym.term)}
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      onClick={() => remove(synonym)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminPanel>
    </AdminPage>
  );
}
