import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import type { TAdminProductDetail, TProductCreate } from '#src/contracts/admin-catalog';
import type { TProductFacts } from '#src/contracts/catalog';
import { NET_UNITS, type NetUnit } from '#src/shared/unit-price';

/** The editor's state: text as typed (numbers stay text until saved, so a half-typed value is not lost). */
export type OptionKind = 'none' | 'size' | 'ram' | 'weight';
export type PackDraft = {
  key: string;
  id?: number;
  label: string;
  sku: string;
  option: OptionKind;
  optionValue: string;
  price: string;
  oldPrice: string;
  stock: string;
  netQuantity: string;
  unit: NetUnit | '';
};
export type FactsKind = 'none' | TProductFacts['kind'];
export type FactsDraft = {
  kind: FactsKind;
  diet: 'veg' | 'non-veg';
  ingredients: string;
  allergens: string;
  storage: string;
  shelfLife: string;
  origin: string;
  material: string;
  fit: string;
  care: string;
  specs: string;
  warranty: string;
};
export type ProductDraft = {
  name: string;
  brand: string;
  description: string;
  catId: string;
  subCatId: string;
  countries: string;
  isFeatured: boolean;
  images: string[];
  facts: FactsDraft;
  packs: PackDraft[];
};
export type DraftErrors = Record<string, string>;

const E = ADMIN_PRODUCTS_TEXT.productEditor;
let keys = 0;
export const newKey = () => `pack-${++keys}`;

export const emptyPack = (): PackDraft => ({
  key: newKey(),
  label: '',
  sku: '',
  option: 'none',
  optionValue: '',
  price: '',
  oldPrice: '',
  stock: '0',
  netQuantity: '',
  unit: '',
});

const emptyFacts = (): FactsDraft => ({
  kind: 'none',
  diet: 'veg',
  ingredients: '',
  allergens: '',
  storage: '',
  shelfLife: '',
  origin: '',
  material: '',
  fit: '',
  care: '',
  specs: '',
  warranty: '',
});

export const emptyDraft = (): ProductDraft => ({
  name: '',
  brand: '',
  description: '',
  catId: '',
  subCatId: '',
  countries: '',
  isFeatured: false,
  images: [],
  facts: emptyFacts(),
  packs: [emptyPack()],
});

function factsDraft(facts: TProductFacts | null): FactsDraft {
  const draft = emptyFacts();
  if (!facts) return draft;
  const specs = 'specs' in facts ? facts.specs.map((row) => `${row.name}: ${row.value}`).join('\n') : '';
  return {
    ...draft,
    kind: facts.kind,
    origin: facts.countryOfOrigin ?? '',
    specs,
    ...(facts.kind === 'food'
      ? {
          diet: facts.diet,
          ingredients: facts.ingredients ?? '',
          allergens: (facts.allergens ?? []).join(', '),
          storage: facts.storage ?? '',
          shelfLife: facts.shelfLife ?? '',
        }
      : {}),
    ...(facts.kind === 'fashion' ? { material: facts.material, fit: facts.fit ?? '', care: facts.care ?? '' } : {}),
    ...(facts.kind === 'electronics' ? { warranty: facts.warranty ?? '' } : {}),
  };
}

export function draftOf(product: TAdminProductDetail): ProductDraft {
  return {
    name: product.name,
    brand: product.brand,
    description: product.description,
    catId: String(product.catId),
    subCatId: product.subCatId !== null ? String(product.subCatId) : '',
    countries: product.countries.join(', '),
    isFeatured: product.isFeatured,
    images: product.images,
    facts: factsDraft(product.facts),
    packs: product.variants.map((v) => {
      const option: OptionKind =
        v.size !== null ? 'size' : v.ram !== null ? 'ram' : v.weight !== null ? 'weight' : 'none';
      return {
        key: newKey(),
        id: v.id,
        label: v.label,
        sku: v.sku,
        option,
        optionValue: v.size ?? v.ram ?? v.weight ?? '',
        price: String(v.price),
        oldPrice: String(v.oldPrice),
        stock: String(v.countInStock),
        netQuantity: v.netQuantity !== null ? String(v.netQuantity) : '',
        unit: v.unit ?? '',
      };
    }),
  };
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : null);
const optional = (text: string) => (text.trim() ? text.trim() : undefined);

function factsOf(f: FactsDraft): TProductFacts | null {
  const origin = optional(f.origin);
  const specs = f.specs
    .split('\n')
    .map((line) => line.split(':'))
    .filter((parts) => parts.length >= 2 && parts[0]!.trim() && parts.slice(1).join(':').trim())
    .map((parts) => ({ name: parts[0]!.trim(), value: parts.slice(1).join(':').trim() }));
  // Leaves out the empty optional facts (the schema's optional fields take no undefined on the wire).
  const clean = (value: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as TProductFacts;
  switch (f.kind) {
    case 'none':
      return null;
    case 'food': {
      const allergens = f.allergens
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      return clean({
        kind: 'food',
        diet: f.diet,
        ingredients: optional(f.ingredients),
        allergens: allergens.length ? allergens : undefined,
        storage: optional(f.storage),
        shelfLife: optional(f.shelfLife),
        countryOfOrigin: origin,
      });
    }
    case 'fashion':
      return clean({
        kind: 'fashion',
        material: f.material.trim(),
        fit: optional(f.fit),
        care: optional(f.care),
        countryOfOrigin: origin,
      });
    case 'electronics':
      return clean({ kind: 'electronics', specs, warranty: optional(f.warranty), countryOfOrigin: origin });
    case 'general':
      return clean({ kind: 'general', specs, countryOfOrigin: origin });
  }
}

/** The request body, or the fields' errors (keyed by field id) when something does not fit. */
export function toRequest(draft: ProductDraft): { body: TProductCreate } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.name.trim()) errors['name'] = E.required;
  if (!draft.catId) errors['catId'] = E.required;
  if (draft.facts.kind === 'fashion' && !draft.facts.material.trim()) errors['material'] = E.required;
  draft.packs.forEach((pack) => {
    const at = (field: string) => `${pack.key}-${field}`;
    if (!pack.label.trim()) errors[at('label')] = E.required;
    if (!pack.sku.trim()) errors[at('sku')] = E.required;
    if (pack.option !== 'none' && !pack.optionValue.trim()) errors[at('optionValue')] = E.required;
    const price = whole(pack.price);
    if (price === null) errors[at('price')] = E.wholeNumber;
    const oldPrice = pack.oldPrice.trim() ? whole(pack.oldPrice) : price;
    if (oldPrice === null) errors[at('oldPrice')] = E.wholeNumber;
    else if (price !== null && oldPrice < price) errors[at('oldPrice')] = E.oldPriceLow;
    if (whole(pack.stock) === null) errors[at('stock')] = E.wholeNumber;
    const quantity = pack.netQuantity.trim() ? Number(pack.netQuantity) : null;
    if (quantity !== null && !(quantity > 0)) errors[at('netQuantity')] = E.positive;
    if ((quantity === null) !== (pack.unit === '')) errors[at('unit')] = E.unitNeeded;
  });
  if (Object.keys(errors).length > 0) return { errors };
  const countries = draft.countries
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return {
    body: {
      name: draft.name.trim(),
      brand: draft.brand.trim(),
      description: draft.description.trim(),
      catId: Number(draft.catId),
      subCatId: draft.subCatId ? Number(draft.subCatId) : null,
      countries,
      isFeatured: draft.isFeatured,
      facts: factsOf(draft.facts),
      images: draft.images,
      variants: draft.packs.map((pack) => ({
        ...(pack.id !== undefined ? { id: pack.id } : {}),
        sku: pack.sku.trim(),
        label: pack.label.trim(),
        size: pack.option === 'size' ? pack.optionValue.trim() : null,
        ram: pack.option === 'ram' ? pack.optionValue.trim() : null,
        weight: pack.option === 'weight' ? pack.optionValue.trim() : null,
        price: whole(pack.price)!,
        oldPrice: pack.oldPrice.trim() ? whole(pack.oldPrice)! : whole(pack.price)!,
        countInStock: whole(pack.stock)!,
        netQuantity: pack.netQuantity.trim() ? Number(pack.netQuantity) : null,
        unit: pack.unit || null,
      })),
    },
  };
}

export { NET_UNITS };
