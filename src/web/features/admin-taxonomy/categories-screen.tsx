import { Plus } from '#src/web/components/ui/icons';
import { useEffect, useState } from 'react';
import type { TAdminCategory, TAdminCategoryChild } from '#src/contracts/admin-taxonomy';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { AdminPage, AdminPanel } from '#src/web/features/admin/index';
import { Button } from '#src/web/components/ui/button';
import { CategoryForm, DEFAULT_COLOUR } from './category-form';
import { CategoryRow } from './category-row';
import { useCategoryActions } from './use-category-actions';

const T = ADMIN_TAXONOMY_PAGES.categories;

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
  const { create, update, remove, move } = useCategoryActions(
    tree,
    setTree,
    () => setEditing(null),
    () => setAddingTo(null),
  );

  const row = (category: TAdminCategoryChild, level: TAdminCategoryChild[], index: number) => (
    <CategoryRow
      category={category}
      index={index}
      count={level.length}
      editing={editing === category.id}
      onMove={(direction) => void move(level, index, direction)}
      onEdit={() => setEditing(editing === category.id ? null : category.id)}
      onRemove={() => remove(category)}
      onSubmit={update(category)}
      onCancel={() => setEditing(null)}
    />
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
