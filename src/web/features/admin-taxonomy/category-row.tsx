import { Trash2 } from '#src/web/components/ui/icons';
import { ArrowDown, ArrowUp, Pencil } from '#src/web/components/ui/back-office-icons';
import type { TAdminCategoryChild } from '#src/contracts/admin-taxonomy';
import { imageUrl } from '#src/shared/images';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { Button } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import type { DragEventHandler } from 'react';
import { CategoryForm, type Draft } from './category-form';

type DragHandlers = {
  onDragStart: DragEventHandler;
  onDragOver: DragEventHandler;
  onDragLeave: DragEventHandler;
  onDrop: DragEventHandler;
  onDragEnd: DragEventHandler;
};

const T = ADMIN_TAXONOMY_PAGES.categories;

export const moveId = (direction: 'up' | 'down', id: number) => `category-move-${direction}-${id}`;

/** One category of a level: colour, picture, name, product count, move, edit (inline) and delete. */
export function CategoryRow({
  category,
  index,
  count,
  editing,
  onMove,
  onEdit,
  onRemove,
  onSubmit,
  onCancel,
  drag,
}: {
  category: TAdminCategoryChild;
  index: number;
  count: number;
  editing: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onRemove: () => void;
  onSubmit: (draft: Draft) => Promise<boolean>;
  onCancel: () => void;
  /** HTML5 drag and drop (the arrows stay for the keyboard): the row's handlers and whether it is a drop target now. */
  drag: DragHandlers & { over: boolean };
}) {
  const { over, ...handlers } = drag;
  return (
    <div
      {...(editing ? {} : handlers)}
      draggable={!editing}
      data-drop-target={over || undefined}
      className={cn(
        'flex flex-wrap items-center gap-3 px-4 py-3',
        !editing && 'cursor-grab',
        over && 'bg-brand-50 outline-2 outline-brand-600 outline-dashed',
      )}
    >
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
          onClick={() => onMove('up')}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </Button>
        <Button
          id={moveId('down', category.id)}
          variant="quiet"
          size="icon"
          aria-label={T.moveDown(category.name)}
          title={T.moveDown(category.name)}
          disabled={index === count - 1}
          onClick={() => onMove('down')}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="quiet"
          size="icon"
          aria-label={T.editNamed(category.name)}
          title={T.editNamed(category.name)}
          aria-expanded={editing}
          onClick={onEdit}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="quiet"
          size="icon"
          aria-label={T.remove(category.name)}
          title={T.remove(category.name)}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </span>
      {editing ? (
        <div className="w-full rounded-xl border border-slate-200 bg-slate-50">
          <CategoryForm
            title={T.editNamed(category.name)}
            initial={{
              name: category.name,
              nameHi: category.nameHi ?? '',
              color: category.color,
              image: category.image,
            }}
            submitLabel={T.save}
            onSubmit={onSubmit}
            onCancel={onCancel}
          />
        </div>
      ) : null}
    </div>
  );
}
