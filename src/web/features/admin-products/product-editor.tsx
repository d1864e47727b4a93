import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { Link } from 'react-router';
import type { TAdminProductDetail } from '#src/contracts/admin-catalog';
import type { TCategory } from '#src/contracts/catalog';
import type { TGstRate } from '#src/contracts/gst';
import { Button } from '#src/web/components/ui/button';
import { AdminPage } from '#src/web/features/admin/index';
import { AuditHistory } from './audit-history';
import { DeclarationsSection } from './declarations-fields';
import { DetailsSection } from './details-section';
import { Section } from './editor-controls';
import { FactsFields } from './facts-fields';
import { ImagesSection } from './images-section';
import { PackFields } from './pack-fields';
import { emptyPack } from './product-form';
import { UnsavedDialog } from './unsaved-dialog';
import { useProductEditor } from './use-product-editor';

const E = ADMIN_PRODUCTS_TEXT.productEditor;

/** The product editor (new or existing): fields, facts for its kind, images, packs with live unit prices. */
export function ProductEditor({
  product,
  categories,
  gstRates,
}: {
  product: TAdminProductDetail | null;
  categories: TCategory[];
  gstRates: TGstRate[];
}) {
  const {
    current,
    draft,
    setDraft,
    setFacts,
    setPack,
    errors,
    formError,
    saving,
    historyKey,
    blocker,
    save,
    toggleArchive,
    togglePublished,
  } = useProductEditor(product);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <AdminPage
        title={current ? E.editTitle(current.name) : E.newTitle}
        description={
          <Link to="/admin/products" className="font-semibold text-brand-700 hover:underline">
            {E.backToList}
          </Link>
        }
        actions={
          <>
            {current ? (
              <Button type="button" variant="secondary" onClick={() => void togglePublished()}>
                {current.draft ? E.publish : E.unpublish}
              </Button>
            ) : (
              <Button type="button" variant="secondary" disabled={saving} onClick={() => void save(true)}>
                {E.saveDraft}
              </Button>
            )}
            {current ? (
              <Button type="button" variant="secondary" onClick={() => void toggleArchive()}>
                {current.archivedAt ? E.restore : E.archive}
              </Button>
            ) : null}
            <Button type="submit" busy={saving} busyText={E.saving}>
              {current ? E.save : E.create}
            </Button>
          </>
        }
      >
        <div className="space-y-5">
          {current ? (
            <p className="text-sm text-slate-700">
              {E.state}:{' '}
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${current.draft ? 'bg-amber-100 text-amber-900' : 'bg-brand-50 text-brand-800'}`}
              >
                {current.draft ? E.states.draft : E.states.published}
              </span>
            </p>
          ) : null}
          {current?.draft ? (
            <p className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900" role="status">
              {E.draftNote}
            </p>
          ) : null}
          {current?.archivedAt ? (
            <p className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900" role="status">
              {E.archivedNote}
            </p>
          ) : null}
          {formError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
              {formError}
            </p>
          ) : null}

          <DetailsSection
            draft={draft}
            errors={errors}
            categories={categories}
            gstRates={gstRates}
            setDraft={setDraft}
          />
          <ImagesSection draft={draft} setDraft={setDraft} />

          <Section title={E.facts}>
            <FactsFields facts={draft.facts} errors={errors} onChange={setFacts} />
          </Section>

          <DeclarationsSection
            declarations={draft.declarations}
            errors={errors}
            onChange={(change) => setDraft((d) => ({ ...d, declarations: { ...d.declarations, ...change } }))}
          />

          <Section title={E.packs}>
            <ol className="space-y-4">
              {draft.packs.map((pack, index) => (
                <PackFields
                  key={pack.key}
                  pack={pack}
                  number={index + 1}
                  errors={errors}
                  canRemove={draft.packs.length > 1}
                  onChange={(change) => setPack(pack.key, change)}
                  onRemove={() => setDraft((d) => ({ ...d, packs: draft.packs.filter((p) => p.key !== pack.key) }))}
                />
              ))}
            </ol>
            <Button
              variant="secondary"
              onClick={() => setDraft((d) => ({ ...d, packs: [...draft.packs, emptyPack()] }))}
            >
              {E.addPack}
            </Button>
          </Section>

          {current ? <AuditHistory key={historyKey} productId={current.id} /> : null}
        </div>
      </AdminPage>
      <UnsavedDialog blocker={blocker} />
    </form>
  );
}
