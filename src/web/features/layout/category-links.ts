import type { TCategory, TCategoryChild } from '#src/contracts/catalog';

export const categoryHref = (category: Pick<TCategory, 'id'>) => `/products/category/${category.id}`;
export const subCategoryHref = (child: Pick<TCategoryChild, 'id'>) => `/products/subCat/${child.id}`;
