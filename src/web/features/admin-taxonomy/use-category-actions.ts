import type { Dispatch, SetStateAction } from 'react';
import type { TAdminCategory, TAdminCategoryChild } from '#src/contracts/admin-taxonomy';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { adminApi, useAdminAction, useFocusAfterMove } from '#src/web/features/admin/index';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';
import type { Draft } from './category-form';
import { moveId } from './category-row';

const T = ADMIN_TAXONOMY_PAGES.categories;

/** The category tree's writes: create, save, delete and move one place up or down within a level. */
export function useCategoryActions(
  tree: TAdminCategory[],
  setTree: Dispatch<SetStateAction<TAdminCategory[]>>,
  closeEditor: () => void,
  closeAdder: () => void,
) {
  const setFocusAfterMove = useFocusAfterMove(moveId, tree);
  const { showError, showSuccess } = useAlert();

  const run = useAdminAction();

  const create = (parentId: number | null) => (draft: Draft) =>
    run(async () => {
      await adminApi.adminCategories.create({
        body: { name: draft.name, color: draft.color, image: draft.image, parentId },
      });
      closeAdder();
    }, T.created(draft.name));

  const update = (category: TAdminCategoryChild) => (draft: Draft) =>
    run(async () => {
      await adminApi.adminCategories.update({
        params: { id: category.id },
        body: { name: draft.name, color: draft.color, image: draft.image },
      });
      closeEditor();
    }, T.saved(draft.name));

  const remove = (category: TAdminCategoryChild) => {
    if (!window.confirm(T.confirmRemove(category.name))) return;
    void run(() => adminApi.adminCategories.remove({ params: { id: category.id } }), T.removed(category.name));
  };

  const move = async (level: TAdminCategoryChild[], index: number, direction: 'up' | 'down') => {
    const target = index + (direction === 'up' ? -1 : 1);
    if (target < 0 || target >= level.length) return;
    const ids = level.map((c) => c.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    try {
      const answer = await adminApi.adminCategories.reorder({ body: { parentId: level[0]!.parentId, ids } });
      setTree(answer.categories);
      setFocusAfterMove({ id: level[index]!.id, direction });
      showSuccess(T.moved);
    } catch (error) {
      showError(errorText(error));
    }
  };

  return { create, update, remove, move };
}
