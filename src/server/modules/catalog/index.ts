/** The catalogue's public surface: categories, products, banners, search, stock and ratings. */
export { catalogApi } from './catalog.routes';
// The page cache empties with the catalogue cache (docs/decisions/033-page-cache.md).
export { catalogChanges, type CatalogChanges } from './catalog.cache';
export {
  cachedCatalogRead,
  clearStock,
  findPackLines,
  findProductLines,
  findSubstitutes,
  findVariantLines,
  getProduct,
  lockProduct,
  lockProductForRating,
  lockProductLines,
  lockVariantForSale,
  lockVariantLines,
  productCategories,
  productTitles,
  promotionTargetNames,
  returnStock,
  setRatingSummary,
  takeStock,
  type ProductLine,
  type SubstituteCandidate,
  type VariantLine,
} from './catalog.service';
export { SERVER_TIMING_METRIC } from './search/search.routes';
// The back office's overview (issue 14).
export { countStock, lowStockPacks, type LowStockPack, type StockOverview } from './stock-overview.repository';
