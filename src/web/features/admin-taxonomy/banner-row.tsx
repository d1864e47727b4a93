import { Trash2 } from '#src/web/components/ui/icons';
import { ArrowDown, ArrowUp, Pencil } from '#src/web/components/ui/back-office-icons';
import type { TAdminBanner, TAdminCategory } from '#src/contracts/admin-taxonomy';
import { imageUrl } from '#src/shared/images';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { Button } from '#src/web/components/ui/button';
import { BannerForm, type Draft } from './banner-form';

const T = ADMIN_TAXONOMY_PAGES.banners;

export const moveId = (direction: 'up' | 'down', id: number) => `banner-move-${direction}-${id}`;

/** One banner of a list: picture, name and link, show/hide, move, edit (inline) and remove. */
export function BannerRow({
  banner,
  index,
  count,
  link,
  editing,
  categories,
  onToggle,
  onMove,
  onEdit,
  onRemove,
  onSubmit,
  onCancel,
}: {
  banner: TAdminBanner;
  index: number;
  count: number;
  link: string;
  editing: boolean;
  categories: TAdminCategory[];
  onToggle: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onRemove: () => void;
  onSubmit: (draft: Draft) => Promise<boolean>;
  onCancel: () => void;
}) {
  const name = banner.title || T.untitled;
  return (
    <li data-banner={banner.id} className="px-4 py-3">
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
          <p className="text-sm text-slate-600">{link}</p>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            role="switch"
            className="size-5 accent-brand-600"
            checked={banner.active}
            onChange={onToggle}
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
            onClick={() => onMove('up')}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </Button>
          <Button
            id={moveId('down', banner.id)}
            variant="quiet"
            size="icon"
            aria-label={T.moveDown(name)}
            title={T.moveDown(name)}
            disabled={index === count - 1}
            onClick={() => onMove('down')}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="quiet"
            size="icon"
            aria-label={T.edit(name)}
            title={T.edit(name)}
            aria-expanded={editing}
            onClick={onEdit}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="quiet"
            size="icon"
            aria-label={T.remove(name)}
            title={T.remove(name)}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onRemove}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </span>
      </div>
      {editing ? (
        <div className="mt-3">
          <BannerForm
            title={T.editTitle}
            initial={{
              title: banner.title,
              titleHi: banner.titleHi ?? '',
              image: banner.image,
              catId: banner.catId,
              subCatId: banner.subCatId,
              active: banner.active,
            }}
            categories={categories}
            onSubmit={onSubmit}
            onCancel={onCancel}
          />
        </div>
      ) : null}
    </li>
  );
}
