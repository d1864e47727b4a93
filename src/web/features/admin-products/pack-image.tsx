import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { useState } from 'react';
import { imageUrl } from '#src/shared/images';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { adminApi as api } from '#src/web/features/admin/index';

const E = ADMIN_PRODUCTS_TEXT.productEditor;

/**
 * A pack's own picture (issue 31 §6, decision 063): uploaded as the product's images are (the media pipeline,
 * `POST /api/admin/images`), saved with the product; none: the product's images stand for the pack.
 */
export function PackImageField({
  id,
  number,
  label,
  image,
  onChange,
}: {
  id: string;
  number: number;
  label: string;
  image: string | null;
  onChange: (image: string | null) => void;
}) {
  const { showError } = useAlert();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('images', file);
    setUploading(true);
    try {
      const { images } = await api.admin.uploadImages({ form });
      if (images[0]) onChange(images[0]);
    } catch (caught) {
      showError((caught as Error).message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3" role="group" aria-labelledby={id}>
      <span id={id} className="text-sm font-semibold text-slate-800">
        {E.packImage}
      </span>
      {image ? (
        <img
          src={imageUrl(image, 200)}
          alt={E.packImageAlt(label || String(number))}
          width={64}
          height={64}
          className="size-16 rounded-lg border border-slate-200 object-cover"
        />
      ) : null}
      <label
        className={buttonClasses(
          'secondary',
          'sm',
          'cursor-pointer focus-within:outline-2 focus-within:outline-brand-600',
        )}
      >
        {uploading ? E.uploading : E.uploadPackImage}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-label={`${E.uploadPackImage} ${number}`}
          disabled={uploading}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {image ? (
        <Button size="sm" variant="quiet" onClick={() => onChange(null)}>
          {E.removePackImage(number)}
        </Button>
      ) : null}
      <p className="w-full text-xs text-slate-600">{E.packImageHint}</p>
    </div>
  );
}
