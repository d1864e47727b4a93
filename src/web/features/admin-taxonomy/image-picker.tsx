import { ImageOff, Upload } from '#src/web/components/ui/back-office-icons';
import { useState, type ChangeEvent } from 'react';
import { imageUrl } from '#src/shared/images';
import { ADMIN_TAXONOMY_PAGES } from '#src/shared/texts/admin-taxonomy';
import { adminApi } from '#src/web/features/admin/index';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';

const T = ADMIN_TAXONOMY_PAGES.upload;

/**
 * One image: a preview, an upload button (the back office's upload, POST /api/admin/images: the file is checked and
 * stored at once, and kept when the form is saved) and a remove button. `wide` previews a banner's proportions.
 */
export function ImagePicker({
  id,
  label,
  value,
  onChange,
  wide = false,
  removable = true,
}: {
  id: string;
  label: string;
  value: string | null;
  onChange: (name: string | null) => void;
  wide?: boolean;
  removable?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const { showError, showSuccess } = useAlert();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('images', file);
      const { images } = await adminApi.admin.uploadImages({ form });
      onChange(images[0] ?? null);
      showSuccess(T.uploaded);
    } catch (error) {
      showError(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 block text-sm font-semibold text-slate-800">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={cn(
            'flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50',
            wide ? 'h-24 w-60' : 'size-20',
          )}
        >
          {value ? (
            <img
              src={imageUrl(value, 400)}
              alt=""
              width={wide ? 240 : 80}
              height={wide ? 96 : 80}
              className="size-full object-cover"
              data-testid={`${id}-preview`}
            />
          ) : (
            <span className="flex flex-col items-center gap-1 text-xs text-slate-600">
              <ImageOff className="size-5" aria-hidden="true" />
              {T.none}
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            className={cn(
              buttonClasses('secondary', 'sm'),
              'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
              busy && 'cursor-wait opacity-60',
            )}
          >
            <Upload className="size-4" aria-hidden="true" />
            {busy ? T.uploading : value ? T.replace : T.choose}
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={busy}
              onChange={(event) => void onFile(event)}
            />
          </label>
          {value && removable ? (
            <Button variant="quiet" size="sm" onClick={() => onChange(null)}>
              {T.remove}
            </Button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
