import { ZDeclarations } from '#src/contracts/catalog';
import type {
  TDeclarations,
  TBanner,
  TCategory,
  TCategoryChild,
  TProduct,
  TProductDetail,
  TProductFacts,
  TVariant,
} from '#src/contracts/catalog';
import { roundRating } from '#src/shared/rating';
import { currentLanguage } from '#src/shared/texts/language';
import { unitPrice } from '#src/shared/unit-price';
import type { BannerRow, CategoryRow, ProductRow, VariantFields } from './catalog.repository';

/**
 * A catalogue text in the language of the moment (issue 33, docs/decisions/066 § Catalogue): the Hindi value on a
 * Hindi request when the grocer gave one, the English one otherwise. Every storefront answer's names go through it,
 * so answers differ by language and the catalogue cache keys them by language (catalog.cache.ts).
 */
export function localized(english: string, hindi: string | null | undefined): string {
  return hindi && currentLanguage() === 'hi' ? hindi : english;
}

/** The spec's product shape: prices and stock are the default variant's (decision 020). */
export function toProduct(row: ProductRow): TProduct {
  const { sizes, ram, weights, createdAt, rating, netQuantity, unit, diet, nameHi, descriptionHi, ...rest } = row;
  const { catNameHi, subCatNameHi, ...english } = rest;
  const perUnit = unitPrice(row.price, netQuantity, unit);
  return {
    ...english,
    name: localized(row.name, nameHi),
    description: localized(row.description, descriptionHi),
    catName: localized(row.catName, catNameHi),
    subCatName: localized(row.subCatName, subCatNameHi),
    _id: row.id,
    rating: roundRating(rating),
    size: sizes,
    productRam: ram,
    productWeight: weights,
    dateCreated: new Date(createdAt).toISOString(),
    ...(perUnit ? { unitPrice: perUnit } : {}),
    ...(diet ? { diet } : {}),
  };
}

export function toVariant(row: VariantFields): TVariant {
  const perUnit = unitPrice(row.price, row.netQuantity, row.unit);
  return {
    id: row.id,
    sku: row.sku,
    label: localized(row.label, row.labelHi),
    ...(row.size !== null ? { size: row.size } : {}),
    ...(row.ram !== null ? { ram: row.ram } : {}),
    ...(row.weight !== null ? { weight: row.weight } : {}),
    price: row.price,
    oldPrice: row.oldPrice,
    discount: row.discount,
    countInStock: row.countInStock,
    ...(row.netQuantity !== null ? { netQuantity: row.netQuantity } : {}),
    ...(row.unit !== null ? { unit: row.unit } : {}),
    ...(perUnit ? { unitPrice: perUnit } : {}),
    ...(row.maxPerOrder !== null ? { maxPerOrder: row.maxPerOrder } : {}),
    ...(row.image !== null ? { image: row.image } : {}),
  };
}

export function toProductDetail(
  row: ProductRow & { facts: TProductFacts | null; declarations: Partial<TDeclarations>; variants: VariantFields[] },
): TProductDetail {
  const { facts, declarations, variants, ...product } = row;
  return {
    ...toProduct(product),
    variants: variants.map(toVariant),
    facts,
    declarations: ZDeclarations.parse(declarations),
  };
}

export function toCategoryChild(row: CategoryRow): TCategoryChild {
  return {
    id: row.id,
    _id: row.id,
    parentId: row.parentId,
    name: localized(row.name, row.nameHi),
    slug: row.slug,
    color: row.color,
    images: row.images,
  };
}

export function toCategory(row: CategoryRow, children: CategoryRow[]): TCategory {
  return { ...toCategoryChild(row), children: children.map(toCategoryChild) };
}

export function toBanner(row: BannerRow): TBanner {
  return {
    id: row.id,
    _id: row.id,
    title: localized(row.title, row.titleHi),
    images: row.images,
    catId: row.catId,
    subCatId: row.subCatId,
  };
}
