/** The back office's products and variants: API answers and the pages' words. */
export const ADMIN_CATALOG_TEXT = {
  adminCatalogApi: {
    skuTaken: (sku: string) => `SKU ${sku} is already used by another variant: choose another SKU`,
    skuTwice: (sku: string) => `SKU ${sku} appears twice: every variant needs its own SKU`,
    notTopCategory: 'Choose a top category (not a sub-category) as the category',
    categoryMissing: 'This category does not exist',
    subCategoryMismatch: 'This sub-category does not belong to the chosen category',
    variantNotOfProduct: (id: number) => `Variant ${id} does not belong to this product`,
    variantNotFound: 'This variant does not exist',
    oldPriceBelowPrice: 'The old price must not be lower than the price',
    nothingToChange: 'Send at least one of price, oldPrice or countInStock',
    imageNotUploaded: (name: string) => `Image ${name} was not uploaded through the back office: upload it again`,
    quantityWithoutUnit: 'Give the net quantity and its unit together',
  },
} as const;
