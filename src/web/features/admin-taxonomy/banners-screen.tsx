import { Plus } from '#src/web/components/ui/icons';
import { useEffect, useState } from 'react';
import type { TAdminBanner, TAdminBannerLists, TAdminCategory, TBannerKind } from '#src/contracts/admin-taxonomy';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { AdminPage, AdminPanel } from '#src/web/features/admin/index';
import { Button } from '#src/web/components/ui/button';
import { BannerForm } from './banner-form';
import { BannerRow } from './banner-row';
import { useBannerActions } from './use-banner-actions';

const T = ADMIN_TAXONOMY_PAGES.banners;
/** The spec's three lists, in the order the home page shows them (types only from contracts: no zod in pages). */
const KINDS: readonly TBannerKind[] = ['home', 'side', 'strip'];

/** The three banner lists of the home page, each in its order, with an inline editor. */
export function BannersScreen({ lists, categories }: { lists: TAdminBannerLists; categories: TAdminCategory[] }) {
  const [shown, setShown] = useState(lists);
  const [editing, setEditing] = useState<number | TBannerKind | null>(null);
  useEffect(() => setShown(lists), [lists]);
  const { create, update, remove, toggle, move } = useBannerActions(shown, setShown, () => setEditing(null));

  const names = new Map(
    categories.flatMap((c) => [[c.id, c.name] as const, ...c.children.map((s) => [s.id, s.name] as const)]),
  );
  const linkOf = (banner: TAdminBanner) =>
    [names.get(banner.catId), banner.subCatId !== null ? names.get(banner.subCatId) : null].filter(Boolean).join(' › ');

  return (
    <AdminPage title={T.title} description={T.intro}>
      <div className="grid gap-6">
        {KINDS.map((kind) => {
          const listName = T.lists[kind];
          const list = shown[kind];
          return (
            <AdminPanel key={kind}>
              <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
                <h2 className="text-lg font-bold text-slate-900">{listName}</h2>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-expanded={editing === kind}
                  onClick={() => setEditing(editing === kind ? null : kind)}
                >
                  <Plus className="size-4" aria-hidden="true" />
                  {T.add(listName)}
                </Button>
              </div>
              {editing === kind ? (
                <div className="p-4">
                  <BannerForm
                    title={T.newTitle(listName)}
                    initial={{ title: '', titleHi: '', image: null, catId: null, subCatId: null, active: true }}
                    categories={categories}
                    onSubmit={create(kind)}
                    onCancel={() => setEditing(null)}
                  />
                </div>
              ) : null}
              {list.length === 0 ? (
                <p className="p-4 text-slate-600">{T.empty}</p>
              ) : (
                <ul aria-label={listName} className="divide-y divide-slate-200">
                  {list.map((banner, index) => (
                    <BannerRow
                      key={banner.id}
                      banner={banner}
                      index={index}
                      count={list.length}
                      link={linkOf(banner)}
                      editing={editing === banner.id}
                      categories={categories}
                      onToggle={() => toggle(banner)}
                      onMove={(direction) => void move(kind, index, direction)}
                      onEdit={() => setEditing(editing === banner.id ? null : banner.id)}
                      onRemove={() => remove(banner)}
                      onSubmit={update(banner)}
                      onCancel={() => setEditing(null)}
                    />
                  ))}
                </ul>
              )}
            </AdminPanel>
          );
        })}
      </div>
    </AdminPage>
  );
}
