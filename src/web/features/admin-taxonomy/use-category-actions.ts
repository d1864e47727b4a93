import type { Dispatch, SetStateAction } from 'react';
import type { TAdminCategory, TAdminCategoryChild } from '#src/contracts/admin-taxonomy';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { adminApi, useAdminAction, useFocusAfterMove } from '#src/web/features/admin/index';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';
import type { Draft } from './category-form';
import { moveId } from './category-row';

const T = ADMIN_TAXONOMY_PAGES.categories;

/** The category tree's writes: create, save, delete, move one place up or down or drop on a place, within a level. */
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
        body: { name: draft.name, nameHi: draft.nameHi, color: draft.color, image: draft.image, parentId },
      });
      closeAdder();
    }, T.created(draft.name));

  const update = (category: TAdminCategoryChild) => (draft: Draft) =>
    run(async () => {
      await adminApi.adminCategories.update({
        params: { id: category.id },
        body: { name: draft.name, nameHi: draft.nameHi, color: draft.color, image: draft.image },
      });
      closeEditor();
    }, T.saved(draft.name));

  const remove = (category: TAdminCategoryChild) => {
    if (!window.confirm(T.confirmRemove(category.name))) return;
    void run(() => adminApi.adminCategories.remove({ params: { id: category.id } }), T.removed(category.name));
  };

  /** Sends a level's new order; the tree is the server's answer. */
  const reorder = async (level: TAdminCategoryChild[], ids: number[]): Promise<boolean> => {
    try {
      const answer = await adminApi.adminCategories.reorder({ body: { parentId: level[0]!.parentId, ids } });
      setTree(answer.categories);
      showSuccess(T.moved);
      return true;
    } catch (error) {
      showError(errorText(error));
      return false;
    }
  };

  const move = async (level: TAdminCategoryChild[], index: number, direction: 'up' | 'down') => {
    const target = index + (direction === 'up' ? -1 : 1);
    if (target < 0 || target >= level.length) return;
    const ids = level.map((c) => c.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    if (await reorder(level, ids)) setFocusAfterMove({ id: level[index]!.id, direction });
  };

  /** A drag dropped on another category of the same level: the dragged one takes its place, the others shift. */
  const drop = async (level: TAdminCategoryChild[], draggedId: number, targetIndex: number) => {
    const from = level.findIndex((c) => c.id === draggedId);
    if (from < 0 || from === targetIndex || targetIndex < 0 || targetIndex >= level.length) return;
    const ids = level.map((c) => c.id);
    ids.splice(from, 1);
    ids.splice(targetIndex, 0, draggedId);
    await reorder(level, ids);
  };

  return { create, update, remove, move, drop };
}
