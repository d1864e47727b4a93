import { Plus, Trash2 } from '#src/web/components/ui/icons';
import { ArrowDown, ArrowUp, Pencil } from '#src/web/components/ui/back-office-icons';
import { useEffect, useState } from 'react';
import type { TAdminBanner, TAdminBannerLists, TAdminCategory, TBannerKind } from '#src/contracts/admin-taxonomy';
import { imageUrl } from '#src/shared/images';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { AdminPage, AdminPanel, adminApi, useAdminAction, useFocusAfterMove } from '#src/web/features/admin/index';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';
import { BannerForm, type Draft } from './banner-form';

const T = ADMIN_TAXONOMY_PAGES.banners;
/** The spec's three lists, in the order the home page shows them (types only from contracts: no zod in pages). */
const KINDS: readonly TBannerKind[] = ['home', 'side', 'strip'];

const moveId = (direction: 'up' | 'down', id: number) => `banner-move-${direction}-${id}`;

/** The three banner lists of the home page, each in its order, with an inline editor. */
export function BannersScreen({ lists, categories }: { lists: TAdminBannerLists; categories: TAdminCategory[] }) {
  const [shown, setShown] = useState(lists);
  const [editing, setEditing] = useState<number | TBannerKind | null>(null);
  useEffect(() => setShown(lists), [lists]);
  const setFocusAfterMove = useFocusAfterMove(moveId, shown);
  const { showError, showSuccess } = useAlert();

  const names = new Map(
    categories.flatMap((c) => [[c.id, c.name] as const, ...c.children.map((s) => [s.id, s.name] as const)]),
  );
  const linkOf = (banner: TAdminBanner) =>
    [names.get(banner.catId), banner.subCatId !== null ? names.get(banner.subCatId) : null].filter(Boolean).join(' › ');

  const run = useAdminAction(() => setEditing(null));

  const create = (kind: TBannerKind) => (draft: Draft) =>
    run(
      () =>
        adminApi.adminBanners.create({
          body: {
            kind,
            title: draft.title,
            image: draft.image!,
            catId: draft.catId!,
            subCatId: draft.subCatId,
            active: draft.active,
          },
        }),
      T.created,
    );

  const update = (banner: TAdminBanner) => (draft: Draft) =>
    run(
      () =>
        adminApi.adminBanners.update({
          params: { id: banner.id },
          body: {
            title: draft.title,
            ...(draft.image !== banner.image ? { image: draft.image! } : {}),
            catId: draft.catId!,
            subCatId: draft.subCatId,
            active: draft.active,
          },
        }),
      T.saved,
    );

  const remove = (banner: TAdminBanner) => {
    if (!window.confirm(T.confirmRemove(banner.title || T.untitled))) return;
    void run(() => adminApi.adminBanners.remove({ params: { id: banner.id } }), T.removed);
  };

  const toggle = (banner: TAdminBanner) =>
    void run(
      () => adminApi.adminBanners.update({ params: { id: banner.id }, body: { active: !banner.active } }),
      T.saved,
    );

  const move = async (kind: TBannerKind, index: number, direction: 'up' | 'down') => {
    const list = shown[kind];
    const target = index + (direction === 'up' ? -1 : 1);
    if (target < 0 || target >= list.length) return;
    const ids = list.map((banner) => banner.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    try {
      setShown(await adminApi.adminBanners.reorder({ body: { kind, ids } }));
      setFocusAfterMove({ id: list[index]!.id, direction });
      showSuccess(T.moved);
    } catch (error) {
      showError(errorText(error));
    }
  };

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
                    initial={{ title: '', image: null, catId: null, subCatId: null, active: true }}
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
                  {list.map((banner, index) => {
                    const name = banner.title || T.untitled;
                    return (
                      <li key={banner.id} data-banner={banner.id} className="px-4 py-3">
                        <div className="flex flex-wrap items-center gap-4">
                          {banner.image ? (
                            <img
                              src={imageUrl(banner.image, 200)}
                              alt=""
                              width={120}
                              height={48}
                              className="h-12 w-30 rounded-lg object-cover"
                            />
                          ) : null}
                          <div className="min-w-0">
                            <p className="font-semibold text-slate-900">{name}</p>
                            <p className="text-sm text-slate-600">{linkOf(banner)}</p>
                          </div>
                          <label className="flex items-center gap-2 text-sm text-slate-700">
                            <input
                              type="checkbox"
                              role="switch"
                              className="size-5 accent-brand-600"
                              checked={banner.active}
                              onChange={() => toggle(banner)}
                              aria-label={`${T.active}: ${name}`}
                            />
                            {banner.active ? T.shown : T.hidden}
                          </label>
                          <span className="ml-auto flex items-center gap-1">
                            <Button
                              id={moveId('up', banner.id)}
                              variant="quiet"
                              size="icon"
                              aria-label={T.moveUp(name)}
                              title={T.moveUp(name)}
                              disabled={index === 0}
                              onClick={() => void move(kind, index, 'up')}
                            >
                              <ArrowUp className="size-4" aria-hidden="true" />
                            </Button>
                            <Button
                              id={moveId('down', banner.id)}
                              variant="quiet"
                              size="icon"
                              aria-label={T.moveDown(name)}
                              title={T.moveDown(name)}
                              disabled={index === list.length - 1}
                              onClick={() => void move(kind, index, 'down')}
                            >
                              <ArrowDown className="size-4" aria-hidden="true" />
                            </Button>
                            <Button
                              variant="quiet"
                              size="icon"
                              aria-label={T.edit(name)}
                              title={T.edit(name)}
                              aria-expanded={editing === banner.id}
                              onClick={() => setEditing(editing === banner.id ? null : banner.id)}
                            >
                              <Pencil className="size-4" aria-hidden="true" />
                            </Button>
                            <Button
                              variant="quiet"
                              size="icon"
                              aria-label={T.remove(name)}
                              title={T.remove(name)}
                              className="text-red-700 hover:bg-red-50 hover:text-red-800"
                              onClick={() => remove(banner)}
                            >
                              <Trash2 className="size-4" aria-hidden="true" />
                            </Button>
                          </span>
                        </div>
                        {editing === banner.id ? (
                          <div className="mt-3">
                            <BannerForm
                              title={T.editTitle}
                              initial={{
                                title: banner.title,
                                image: banner.image,
                                catId: banner.catId,
                                subCatId: banner.subCatId,
                                active: banner.active,
                              }}
                              categories={categories}
                              onSubmit={update(banner)}
                              onCancel={() => setEditing(null)}
                            />
                          </div>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              )}
            </AdminPanel>
          );
        })}
      </div>
    </AdminPage>
  );
}
