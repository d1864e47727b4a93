import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import type { TCategory } from '#src/contracts/catalog';
import type { TGstRate } from '#src/contracts/gst';
import { ADMIN_GST_TEXT } from '#src/shared/texts/gst';
import { Field } from '#src/web/components/ui/field';
import { Section, Select, TextArea } from './editor-controls';
import type { DraftErrors, ProductDraft } from './product-form';

const E = ADMIN_PRODUCTS_TEXT.productEditor;
const G = ADMIN_GST_TEXT.product;

type DraftUpdate = (update: (draft: ProductDraft) => ProductDraft) => void;

/** Name, brand, countries, category and sub-category, HSN code and GST rate, description and the featured flag. */
export function DetailsSection({
  draft,
  errors,
  categories,
  gstRates,
  setDraft,
}: {
  draft: ProductDraft;
  errors: DraftErrors;
  categories: TCategory[];
  /** The shop's GST rates (issue 30 §2): the rate select's choices. */
  gstRates: Pick<TGstRate, 'rateBps' | 'label'>[];
  setDraft: DraftUpdate;
}) {
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const top = categories.find((c) => String(c.id) === draft.catId);
  return (
    <Section title={E.details}>
      <Field
        id="name"
        label={E.name}
        value={draft.name}
        error={errors['name']}
        onChange={(e) => set('name', e.target.value)}
      />
      <Field
        id="nameHi"
        label={E.nameHi}
        hint={E.hindiHint}
        lang="hi"
        value={draft.nameHi}
        onChange={(e) => set('nameHi', e.target.value)}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Field id="brand" label={E.brand} value={draft.brand} onChange={(e) => set('brand', e.target.value)} />
        <Field
          id="countries"
          label={E.countries}
          hint={E.countriesHint}
          value={draft.countries}
          onChange={(e) => set('countries', e.target.value)}
        />
        <Select
          id="catId"
          label={E.category}
          value={draft.catId}
          error={errors['catId']}
          onChange={(value) => setDraft((d) => ({ ...d, catId: value, subCatId: '' }))}
        >
          <option value="">{E.chooseCategory}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <Select id="subCatId" label={E.subCategory} value={draft.subCatId} onChange={(v) => set('subCatId', v)}>
          <option value="">{E.noSubCategory}</option>
          {(top?.children ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <Field
          id="hsnCode"
          label={G.hsnCode}
          hint={G.hsnHint}
          inputMode="numeric"
          value={draft.hsnCode}
          error={errors['hsnCode']}
          onChange={(e) => set('hsnCode', e.target.value)}
        />
        <Select id="gstRateBps" label={G.gstRate} value={draft.gstRateBps} onChange={(v) => set('gstRateBps', v)}>
          {gstRates.map((rate) => (
            <option key={rate.rateBps} value={rate.rateBps}>
              {rate.label}
            </option>
          ))}
        </Select>
      </div>
      <TextArea
        id="description"
        label={E.description}
        value={draft.description}
        onChange={(v) => set('description', v)}
      />
      <TextArea
        id="descriptionHi"
        label={E.descriptionHi}
        value={draft.descriptionHi}
        onChange={(v) => set('descriptionHi', v)}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={draft.isFeatured}
          onChange={(e) => set('isFeatured', e.target.checked)}
          className="size-4 accent-brand-600"
        />
        {E.featured}
      </label>
    </Section>
  );
}
