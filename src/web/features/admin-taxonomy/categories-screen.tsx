import { Plus } from '#src/web/components/ui/icons';
import { useEffect, useRef, useState } from 'react';
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
 * stays on the moved item's button) or dragged onto another's place within its level (HTML5 drag and drop), edited in place, deleted with the server's answer in the alert bar (409 while
 * products use it).
 */
export function CategoriesScreen({ categories }: { categories: TAdminCategory[] }) {
  const [tree, setTree] = useState(categories);
  const [editing, setEditing] = useState<number | null>(null);
  const [addingTo, setAddingTo] = useState<number | null>(null);
  useEffect(() => setTree(categories), [categories]);
  // The category being dragged and the row it is over: a drop is taken only within the dragged one's level.
  // A ref, not state: the browser fires dragover right after dragstart, before React would render the new state.
  const dragged = useRef<{ id: number; parentId: number | null } | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const { create, update, remove, move, drop } = useCategoryActions(
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
      drag={{
        over: over === category.id,
        onDragStart: (event) => {
          event.stopPropagation();
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(category.id));
          dragged.current = { id: category.id, parentId: category.parentId };
        },
        onDragOver: (event) => {
          if (dragged.current?.parentId !== category.parentId) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          setOver(category.id);
        },
        onDragLeave: () => setOver((current) => (current === category.id ? null : current)),
        onDrop: (event) => {
          event.preventDefault();
          const from = dragged.current;
          dragged.current = null;
          setOver(null);
          if (from && from.parentId === category.parentId) void drop(level, from.id, index);
        },
        onDragEnd: () => {
          dragged.current = null;
          setOver(null);
        },
      }}
    />
  );

  return (
    <AdminPage title={T.title} description={T.intro}>
      <AdminPanel className="mb-6">
        <h2 className="px-4 pt-4 text-lg font-bold text-slate-900">{T.newTitle}</h2>
        <CategoryForm
          title={T.newTitle}
          initial={{ name: '', nameHi: '', color: DEFAULT_COLOUR, image: null }}
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
                        initial={{ name: '', nameHi: '', color: top.color, image: null }}
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
