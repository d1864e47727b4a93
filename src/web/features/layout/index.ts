/** What other features may use of the layout (lint: features meet only through their index). */
export { categoryHref, subCategoryHref } from './category-links';
export { Logo } from './logo';
