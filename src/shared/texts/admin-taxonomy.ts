/**
 * The back office's categories, banners and catalogue CSV (issue 14): pages and server answers. Not part of `TEXT`
 * (every storefront page imports that, and these words would grow the shop's first-load JavaScript): admin pages
 * and the admin endpoints import `ADMIN_TAXONOMY_TEXT` from here.
 */
export const ADMIN_TAXONOMY_TEXT = {
  categoryNotFound: 'This category does not exist',
  parentNotFound: 'The parent category does not exist',
  parentNotTop: 'A sub-category can only be placed under a top category',
  categoryInUse: (name: string, products: number) =>
    `"${name}" cannot be deleted: ${products} ${products === 1 ? 'product uses' : 'products use'} it or one of ` +
    'its sub-categories (archived products count too). Move them to another category first.',
  orderMismatch: 'The new order must list every category of that level exactly once',
  imageNotUploaded: (name: string) => `Image ${name} was not uploaded through the back office: upload it again`,
  bannerNotFound: 'This banner does not exist',
  bannerOrderMismatch: 'The new order must list every banner of that list exactly once',
  bannerLinkMissing: 'The linked category does not exist',
  bannerLinkNotTop: 'catId must be a top category (choose the sub-category with subCatId)',
  bannerSubCatMismatch: 'The sub-category does not belong to the chosen category',
  csv: {
    sendAsMultipart: 'Send the CSV file as multipart/form-data in the field "file"',
    chooseFile: 'Choose a CSV file to import',
    tooLarge: (mb: number) => `The file is larger than ${mb} MB: split it into smaller files`,
    tooManyRows: (max: number) => `The file has more than ${max} rows: split it into smaller files`,
    unreadable: (detail: string) => `The file is not readable CSV: ${detail}`,
    missingColumns: (columns: string) => `The header misses the columns: ${columns}`,
    required: 'is required',
    notWholeNumber: 'must be a whole number of 0 or more',
    notNumber: 'must be a number greater than 0',
    notBoolean: 'must be true or false',
    unknownUnit: (units: string) => `must be one of ${units}`,
    unknownProduct: (id: number) => `product ${id} does not exist`,
    productForNewSku: 'is required for a new SKU: an existing product id, or a handle that names a new product',
    skuOnOtherProduct: (sku: string, id: number) => `SKU ${sku} belongs to product ${id}; variants do not move`,
    handleOnTwoProducts: (row: number, first: number, second: number) =>
      `this handle's SKUs belong to two products: ${first} (row ${row}) and ${second}`,
    skuTwice: (row: number) => `the same SKU is already on row ${row}`,
    productDiffers: (row: number) => `differs from row ${row} of the same product (product columns must agree)`,
    unknownCategory: (value: string) => `no category "${value}"`,
    unknownSubCategory: (value: string) => `no sub-category "${value}" in this category`,
    badFacts: 'must be empty or the JSON of the product facts (see the export)',
    badImage: 'must list image file names separated by |',
    badCountry: 'must list ISO country codes separated by |',
    tooLong: (max: number) => `must be at most ${max} characters`,
    oldPriceBelow: 'must not be lower than price',
    rejected: (errors: number) =>
      `${errors} ${errors === 1 ? 'row has an error' : 'rows have errors'}: nothing was imported`,
  },
} as const;
