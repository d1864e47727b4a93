import type { Dispatch, SetStateAction } from 'react';
import type { TAdminBanner, TAdminBannerLists, TBannerKind } from '#src/contracts/admin-taxonomy';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { adminApi, useAdminAction, useFocusAfterMove } from '#src/web/features/admin/index';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';
import type { Draft } from './banner-form';
import { moveId } from './banner-row';

const T = ADMIN_TAXONOMY_PAGES.banners;

/** The banner screen's writes: create, save, remove, show/hide and move one place up or down. */
export function useBannerActions(
  shown: TAdminBannerLists,
  setShown: Dispatch<SetStateAction<TAdminBannerLists>>,
  closeEditor: () => void,
) {
  const setFocusAfterMove = useFocusAfterMove(moveId, shown);
  const { showError, showSuccess } = useAlert();
  const run = useAdminAction(closeEditor);

  const create = (kind: TBannerKind) => (draft: Draft) =>
    run(
      () =>
        adminApi.adminBanners.create({
          body: {
            kind,
            title: draft.title,
            titleHi: draft.titleHi,
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
            titleHi: draft.titleHi,
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

  return { create, update, remove, toggle, move };
}
