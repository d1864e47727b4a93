import { ImagePlus, UserRound } from '#src/web/components/ui/icons';
import { useState, type ChangeEvent } from 'react';
import { ACCEPTED_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '#src/shared/constants';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { buttonClasses } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { Spinner } from '#src/web/components/ui/spinner';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { AvatarThumbs } from './avatar-thumbs';

const ACCEPTED: readonly string[] = ACCEPTED_IMAGE_TYPES;
const MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

/** Checked here for a quick answer; the server checks every file by its content again. */
function problemOf(files: File[]): string | null {
  if (files.some((file) => !ACCEPTED.includes(file.type))) return TEXT.invalidImage;
  if (files.length > UPLOAD_MAX_FILES) return TEXT.account.tooManyImages(UPLOAD_MAX_FILES);
  if (files.some((file) => file.size > UPLOAD_MAX_BYTES)) return `Each image must be at most ${MAX_MB} MB`;
  return null;
}

/**
 * The avatar area: pick several images (uploaded at once, with an overlay meanwhile), see them all, choose which
 * one is the avatar (the first) or drop one. Nothing is on the profile until the form is saved.
 */
export function AvatarUploader({
  inputId,
  name,
  images,
  onChange,
  disabled,
}: {
  inputId: string;
  name: string;
  images: string[];
  /** Takes an update function, so that an upload finishing later works on the current list. */
  onChange: (update: (images: string[]) => string[]) => void;
  disabled: boolean;
}) {
  const alert = useAlert();
  const [uploading, setUploading] = useState(false);
  const avatar = images[0];

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (files.length === 0) return;
    const problem = problemOf(files);
    if (problem) return alert.showError(problem);
    const form = new FormData();
    for (const file of files) form.append('images', file);
    setUploading(true);
    try {
      const { images: added } = await api.media.upload({ form });
      // The newest upload becomes the avatar.
      onChange((current) => [...added, ...current.filter((image) => !added.includes(image))]);
      alert.showSuccess(TEXT.imagesUploaded);
    } catch (error) {
      alert.showError(errorText(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-col items-center text-center">
      <div
        className="relative size-32 overflow-hidden rounded-full bg-brand-50 shadow-card ring-4 ring-white sm:size-36"
        aria-busy={uploading || undefined}
      >
        {avatar ? (
          <img
            src={imageUrl(avatar, 400)}
            alt={TEXT.account.avatarAlt}
            className="size-full object-cover"
            width={144}
            height={144}
          />
        ) : (
          <span
            className="flex size-full items-center justify-center text-5xl font-extrabold text-brand-700"
            aria-hidden="true"
          >
            {name.trim().charAt(0).toUpperCase() || <UserRound className="size-14" />}
          </span>
        )}
        {uploading ? (
          <div className="absolute inset-0 flex items-center justify-center bg-slate-900/55 text-white">
            <Spinner className="size-8" label={TEXT.account.uploading} />
          </div>
        ) : null}
      </div>

      <label
        className={cn(
          buttonClasses(
            'secondary',
            'sm',
            'mt-5 cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
          ),
          (disabled || uploading) && 'pointer-events-none opacity-60',
        )}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        {TEXT.account.pickImages}
        <input
          id={inputId}
          type="file"
          accept=".jpg,.jpeg,.png,.webp"
          multiple
          className="sr-only"
          disabled={disabled || uploading}
          onChange={(event) => void onFiles(event)}
        />
      </label>
      <p className="mt-3 max-w-60 text-xs text-slate-600">{TEXT.account.avatarHint}</p>

      <AvatarThumbs images={images} onChange={onChange} disabled={disabled} />
    </div>
  );
}
