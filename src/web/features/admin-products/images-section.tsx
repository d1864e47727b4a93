import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { useState } from 'react';
import { imageUrl } from '#src/shared/images';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { adminApi as api } from '#src/web/features/admin/index';
import { Section } from './editor-controls';
import type { ProductDraft } from './product-form';

const E = ADMIN_PRODUCTS_TEXT.productEditor;

/** The product's images in order (the first is the cover): upload, move and remove. */
export function ImagesSection({
  draft,
  setDraft,
}: {
  draft: ProductDraft;
  setDraft: (update: (draft: ProductDraft) => ProductDraft) => void;
}) {
  const { showError } = useAlert();
  const [uploading, setUploading] = useState(false);
  const setImages = (images: string[]) => setDraft((d) => ({ ...d, images }));
  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const form = new FormData();
    for (const file of Array.from(files)) form.append('images', file);
    setUploading(true);
    try {
      const { images } = await api.admin.uploadImages({ form });
      setDraft((d) => ({ ...d, images: [...d.images, ...images] }));
    } catch (caught) {
      showError((caught as Error).message);
    } finally {
      setUploading(false);
    }
  };
  const moveImage = (from: number, to: number) =>
    setDraft((d) => {
      const images = [...d.images];
      const [moved] = images.splice(from, 1);
      images.splice(to, 0, moved!);
      return { ...d, images };
    });
  return (
    <Section title={E.images}>
      <p className="text-sm text-slate-600">{E.imagesHint}</p>
      <ul className="flex flex-wrap gap-3">
        {draft.images.map((name, index) => (
          <li key={name} className="w-36 rounded-xl border border-slate-200 p-2">
            <img
              src={imageUrl(name, 200)}
              alt={E.imageAlt(index + 1)}
              width={128}
              height={128}
              className="size-32 rounded-lg object-cover"
            />
            {index === 0 ? <p className="mt-1 text-xs font-semibold text-brand-700">{E.cover}</p> : null}
            <div className="mt-1 flex gap-1">
              <Button
                size="sm"
                variant="quiet"
                aria-label={E.moveEarlier(index + 1)}
                disabled={index === 0}
                onClick={() => moveImage(index, index - 1)}
              >
                ←
              </Button>
              <Button
                size="sm"
                variant="quiet"
                aria-label={E.moveLater(index + 1)}
                disabled={index === draft.images.length - 1}
                onClick={() => moveImage(index, index + 1)}
              >
                →
              </Button>
              <Button
                size="sm"
                variant="quiet"
                aria-label={E.removeImage(index + 1)}
                onClick={() => setImages(draft.images.filter((n) => n !== name))}
              >
                ✕
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <label
        className={buttonClasses(
          'secondary',
          'md',
          'cursor-pointer focus-within:outline-2 focus-within:outline-brand-600',
        )}
      >
        {uploading ? E.uploading : E.upload}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="sr-only"
          disabled={uploading}
          onChange={(event) => {
            void upload(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
    </Section>
  );
}
