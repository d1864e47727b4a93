import type { TAdminProductDetail } from '#src/contracts/admin-catalog';
import type { TDeclarations } from '#src/contracts/catalog';
import { NO_DECLARATIONS } from '#src/shared/declarations';
import { NET_UNITS, type NetUnit } from '#src/shared/unit-price';
import { emptyFacts, factsDraft, type FactsDraft } from './facts-draft';

export type { FactsDraft, FactsKind } from './facts-draft';
export { toRequest } from './product-request';

/** The editor's state: text as typed (numbers stay text until saved, so a half-typed value is not lost). */
export type OptionKind = 'none' | 'size' | 'ram' | 'weight';
export type PackDraft = {
  key: string;
  id?: number;
  label: string;
  /** The label in Hindi ('' for none: the English one shows). */
  labelHi: string;
  sku: string;
  option: OptionKind;
  optionValue: string;
  price: string;
  oldPrice: string;
  stock: string;
  netQuantity: string;
  unit: NetUnit | '';
  /** The most one order may hold (decision 061); '' for no limit. */
  maxPerOrder: string;
  /** The pack's own picture (decision 063); null: the product's images stand for it. */
  image: string | null;
};
export type ProductDraft = {
  name: string;
  brand: string;
  description: string;
  /** The name and description in Hindi ('' for none). */
  nameHi: string;
  descriptionHi: string;
  catId: string;
  subCatId: string;
  countries: string;
  isFeatured: boolean;
  images: string[];
  facts: FactsDraft;
  declarations: TDeclarations;
  packs: PackDraft[];
  /** GST (issue 30 §2): the HSN code as typed and the rate's basis points as the select's value. */
  hsnCode: string;
  gstRateBps: string;
};
export type DraftErrors = Record<string, string>;

let keys = 0;
export const newKey = () => `pack-${++keys}`;

export const emptyPack = (): PackDraft => ({
  key: newKey(),
  label: '',
  labelHi: '',
  sku: '',
  option: 'none',
  optionValue: '',
  price: '',
  oldPrice: '',
  stock: '0',
  netQuantity: '',
  unit: '',
  maxPerOrder: '',
  image: null,
});

export const emptyDraft = (): ProductDraft => ({
  name: '',
  brand: '',
  description: '',
  nameHi: '',
  descriptionHi: '',
  catId: '',
  subCatId: '',
  countries: '',
  isFeatured: false,
  images: [],
  facts: emptyFacts(),
  declarations: NO_DECLARATIONS,
  packs: [emptyPack()],
  hsnCode: '',
  gstRateBps: '0',
});

export function draftOf(product: TAdminProductDetail): ProductDraft {
  return {
    name: product.name,
    brand: product.brand,
    description: product.description,
    nameHi: product.nameHi ?? '',
    descriptionHi: product.descriptionHi ?? '',
    catId: String(product.catId),
    subCatId: product.subCatId !== null ? String(product.subCatId) : '',
    countries: product.countries.join(', '),
    isFeatured: product.isFeatured,
    images: product.images,
    facts: factsDraft(product.facts),
    declarations: product.declarations,
    hsnCode: product.hsnCode,
    gstRateBps: String(product.gstRateBps),
    packs: product.variants.map((v) => {
      const option: OptionKind =
        v.size !== null ? 'size' : v.ram !== null ? 'ram' : v.weight !== null ? 'weight' : 'none';
      return {
        key: newKey(),
        id: v.id,
        label: v.label,
        labelHi: v.labelHi ?? '',
        sku: v.sku,
        option,
        optionValue: v.size ?? v.ram ?? v.weight ?? '',
        price: String(v.price),
        oldPrice: String(v.oldPrice),
        stock: String(v.countInStock),
        netQuantity: v.netQuantity !== null ? String(v.netQuantity) : '',
        unit: v.unit ?? '',
        maxPerOrder: v.maxPerOrder !== null ? String(v.maxPerOrder) : '',
        image: v.image,
      };
    }),
  };
}

export { NET_UNITS };
