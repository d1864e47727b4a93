import { X } from '#src/web/components/ui/icons';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';

/** The images picked so far: the first is the avatar; another can be made the avatar, any can be dropped. */
export function AvatarThumbs({
  images,
  onChange,
  disabled,
}: {
  images: string[];
  onChange: (update: (images: string[]) => string[]) => void;
  disabled: boolean;
}) {
  return images.length > 0 ? (
    <ul className="mt-5 flex flex-wrap justify-center gap-3" aria-label={TEXT.account.pickImages}>
      {images.map((image, index) => (
        <li key={image} className="relative">
          <button
            type="button"
            aria-label={TEXT.account.makeAvatar(index + 1)}
            aria-pressed={index === 0}
            disabled={disabled}
            onClick={() => onChange((current) => [image, ...current.filter((other) => other !== image)])}
            className={cn(
              'block size-14 overflow-hidden rounded-xl ring-2 ring-offset-2 transition focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600',
              index === 0 ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300',
            )}
          >
            <img src={imageUrl(image, 200)} alt="" className="size-full object-cover" width={56} height={56} />
          </button>
          <button
            type="button"
            aria-label={TEXT.account.removeImage(index + 1)}
            disabled={disabled}
            onClick={() => onChange((current) => current.filter((other) => other !== image))}
            className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-white text-slate-700 shadow ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  ) : (
    <p className="mt-5 text-sm text-slate-600">{TEXT.account.noImages}</p>
  );
}
