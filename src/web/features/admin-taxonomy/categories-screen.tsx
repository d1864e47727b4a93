import { Plus, Trash2 } from '#src/web/components/ui/icons';
import { ArrowDown, ArrowUp, Pencil } from '#src/web/components/ui/back-office-icons';
import { useEffect, useState } from 'react';
import type { TAdminCategory, TAdminCategoryChild } from '#src/contracts/admin-taxonomy';
import { imageUrl } from '#src/shared/images';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { AdminPage, AdminPanel, adminApi, useAdminAction, useFocusAfterMove } from '#src/web/features/admin/index';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';
import { CategoryForm, DEFAULT_COLOUR, type Draft } from './category-form';

const T = ADMIN_TAXONOMY_PAGES.categories;

const moveId = (direction: 'up' | 'down', id: number) => `category-move-${direction}-${id}`;

/**
 * The category tree: each level in the shop's order, moved one place at a time with the up/down buttons (focus
 * stays on the moved item's button), edited in place, deleted with the server's answer in the alert bar (409 while
 * products use it).
 */
export function CategoriesScreen({ categories }: { categories: TAdminCategory[] }) {
  const [tree, setTree] = useState(categories);
  const [editing, setEditing] = useState<number | null>(null);
  const [addingTo, setAddingTo] = useState<number | null>(null);
  useEffect(() => setTree(categories), [categories]);
  const setFocusAfterMove = useFocusAfterMove(moveId, tree);
  const { showError, showSuccess } = useAlert();

  const run = useAdminAction();

  const create = (parentId: number | null) => (draft: Draft) =>
    run(async () => {
      await adminApi.adminCategories.create({
        body: { name: draft.name, color: draft.color, image: draft.image, parentId },
      });
      setAddingTo(null);
    }, T.created(draft.name));

  const update = (category: TAdminCategoryChild) => (draft: Draft) =>
    run(async () => {
      await adminApi.adminCategories.update({
        params: { id: category.id },
        body: { name: draft.name, color: draft.color, image: draft.image },
      });
      setEditing(null);
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

  const row = (category: TAdminCategoryChild, level: TAdminCategoryChild[], index: number) => (
    <div className="flex flex-wrap items-center gap-3 px-4 py-3">
      <span
        className="size-5 shrink-0 rounded-full border border-slate-300"
        style={{ backgroundColor: category.color }}
        aria-hidden="true"
      />
      {category.image ? (
        <img
          src={imageUrl(category.image, 200)}
          alt=""
          width={40}
          height={40}
          className="size-10 rounded-lg object-cover"
        />
      ) : null}
      <span className="min-w-0 font-semibold text-slate-900">{category.name}</span>
      <span className="text-sm text-slate-600">{T.products(category.productCount)}</span>
      <span className="ml-auto flex items-center gap-1">
        <Button
          id={moveId('up', category.id)}
          variant="quiet"
          size="icon"
          aria-label={T.moveUp(category.name)}
          title={T.moveUp(category.name)}
          disabled={index === 0}
          onClick={() => void move(level, index, 'up')}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </Button>
        <Button
          id={moveId('down', category.id)}
          variant="quiet"
          size="icon"
          aria-label={T.moveDown(category.name)}
          title={T.moveDown(category.name)}
          disabled={index === level.length - 1}
          onClick={() => void move(level, index, 'down')}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="quiet"
          size="icon"
          aria-label={T.editNamed(category.name)}
          title={T.editNamed(category.name)}
          aria-expanded={editing === category.id}
          onClick={() => setEditing(editing === category.id ? null : category.id)}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="quiet"
          size="icon"
          aria-label={T.remove(category.name)}
          title={T.remove(category.name)}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => remove(category)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </span>
      {editing === category.id ? (
        <div className="w-full rounded-xl border border-slate-200 bg-slate-50">
          <CategoryForm
            title={T.editNamed(category.name)}
            initial={{ name: category.name, color: category.color, image: category.image }}
            submitLabel={T.save}
            onSubmit={update(category)}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
    </div>
  );

  return (
    <AdminPage title={T.title} description={T.intro}>
      <AdminPanel className="mb-6">
        <h2 className="px-4 pt-4 text-lg font-bold text-slate-900">{T.newTitle}</h2>
        <CategoryForm
          title={T.newTitle}
          initial={{ name: '', color: DEFAULT_COLOUR, image: null }}
          submitLabel={T.add}
          onSubmit={create(null)}
        />
      </AdminPanel>
      <AdminPanel>
        {tree.length === 0 ? (
          <p className="p-6 text-slate-600">{T.empty}</p>
        ) : (
          <ul aria-label={T.treeLabel} className="divide-y divide-slate-200">
            {tree.map((top, index) => (
              <li key={top.id} data-category={top.name}>
                {row(top, tree, index)}
                {top.children.length > 0 ? (
                  <ul aria-label={top.name} className="ml-8 border-l border-slate-200">
                    {top.children.map((child, childIndex) => (
                      <li key={child.id} data-category={child.name}>
                        {row(child, top.children, childIndex)}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="ml-8 px-4 pb-3">
                  {addingTo === top.id ? (
                    <div className="rounded-xl border border-slate-200 bg-slate-50">
                      <CategoryForm
                        title={T.newSubTitle(top.name)}
                        initial={{ name: '', color: top.color, image: null }}
                        submitLabel={T.addSub}
                        onSubmit={create(top.id)}
                        onCancel={() => setAddingTo(null)}
                      />
                    </div>
                  ) : (
                    <Button
                      variant="quiet"
                      size="sm"
                      onClick={() => setAddingTo(top.id)}
                      aria-label={T.addSubOf(top.name)}
                    >
                      <Plus className="size-4" aria-hidden="true" />
                      {T.addSub}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminPanel>
    </AdminPage>
  );
}
