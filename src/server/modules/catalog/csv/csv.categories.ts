import { ADMIN_TAXONOMY_TEXT } from '#src/shared/texts/admin-taxonomy';
import type * as repo from './csv.repository';
import type { ParsedRow, RowErrors } from './csv.rows';

const T = ADMIN_TAXONOMY_TEXT.csv;

export type CsvCategory = Awaited<ReturnType<typeof repo.allCategories>>[number];

const lower = (name: string) => name.trim().toLowerCase();

/** Resolves a row's category and sub-category: by id when given, else by name. */
export function categoryResolver(categories: CsvCategory[], errors: RowErrors) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return (row: ParsedRow): repo.ProductFields | null => {
    const { product } = row;
    const top =
      product.catId !== null
        ? byId.get(product.catId)
        : categories.find((category) => category.parentId === null && lower(category.name) === lower(product.catName));
    if (!top || top.parentId !== null) {
      errors.add(
        row.row,
        product.catId !== null ? 'category_id' : 'category',
        T.unknownCategory(product.catId !== null ? String(product.catId) : product.catName),
      );
      return null;
    }
    let sub: (typeof categories)[number] | undefined;
    if (product.subCatId !== null) {
      sub = byId.get(product.subCatId);
      if (!sub || sub.parentId !== top.id) {
        errors.add(row.row, 'sub_category_id', T.unknownSubCategory(String(product.subCatId)));
        return null;
      }
    } else if (product.subCatName !== '') {
      sub = categories.find(
        (category) => category.parentId === top.id && lower(category.name) === lower(product.subCatName),
      );
      if (!sub) {
        errors.add(row.row, 'sub_category', T.unknownSubCategory(product.subCatName));
        return null;
      }
    }
    return {
      name: product.name,
      brand: product.brand,
      description: product.description,
      nameHi: product.nameHi,
      descriptionHi: product.descriptionHi,
      catId: top.id,
      catName: top.name,
      subCatId: sub?.id ?? null,
      subCatName: sub?.name ?? '',
      images: product.images,
      countries: product.countries,
      isFeatured: product.isFeatured,
      archived: product.archived,
      facts: product.facts,
      declarations: product.declarations,
      hsnCode: product.hsnCode,
      gstRateBps: product.gstRateBps,
    };
  };
}
