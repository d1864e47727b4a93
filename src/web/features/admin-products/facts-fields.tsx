import type { Diet } from '#src/shared/constants';
import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { Field } from '#src/web/components/ui/field';
import { Select, TextArea } from './editor-controls';
import type { DraftErrors, FactsDraft } from './product-form';

const E = ADMIN_PRODUCTS_TEXT.productEditor;

/** The facts of the product's kind (food, fashion, electronics, general), each kind with its own fields. */
export function FactsFields({
  facts,
  errors,
  onChange,
}: {
  facts: FactsDraft;
  errors: DraftErrors;
  onChange: <K extends keyof FactsDraft>(key: K, value: FactsDraft[K]) => void;
}) {
  const text = (key: keyof FactsDraft, label: string) => (
    <Field
      id={`facts-${key}`}
      label={label}
      value={facts[key] as string}
      error={errors[key]}
      onChange={(e) => onChange(key, e.target.value as never)}
    />
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Select
        id="facts-kind"
        label={E.kind}
        value={facts.kind}
        onChange={(v) => onChange('kind', v as FactsDraft['kind'])}
      >
        {(['none', 'food', 'fashion', 'electronics', 'general'] as const).map((kind) => (
          <option key={kind} value={kind}>
            {E.kinds[kind]}
          </option>
        ))}
      </Select>
      {facts.kind === 'food' ? (
        <>
          <Select id="facts-diet" label={E.diet} value={facts.diet} onChange={(v) => onChange('diet', v as Diet)}>
            <option value="veg">{E.veg}</option>
            <option value="non-veg">{E.nonVeg}</option>
          </Select>
          {text('ingredients', E.ingredients)}
          {text('allergens', E.allergens)}
          {text('storage', E.storage)}
          {text('shelfLife', E.shelfLife)}
        </>
      ) : null}
      {facts.kind === 'fashion' ? (
        <>
          <Field
            id="material"
            label={E.material}
            value={facts.material}
            error={errors['material']}
            onChange={(e) => onChange('material', e.target.value)}
          />
          {text('fit', E.fit)}
          {text('care', E.care)}
        </>
      ) : null}
      {facts.kind === 'electronics' || facts.kind === 'general' ? (
        <div className="md:col-span-2">
          <TextArea id="facts-specs" label={E.specs} value={facts.specs} onChange={(v) => onChange('specs', v)} />
        </div>
      ) : null}
      {facts.kind === 'electronics' ? text('warranty', E.warranty) : null}
      {facts.kind !== 'none' ? text('origin', E.origin) : null}
    </div>
  );
}
