/** The catalogue's public surface: categories, products, banners, search, stock and ratings. */
export { catalogApi } from './catalog.routes';
export {
  CATALOG_MESSAGES,
  cachedCatalogRead,
  findProductLines,
  findVariantLines,
  getProduct,
  lockProduct,
  lockProductLines,
  lockVariantLines,
  returnStock,
  setRatingSummary,
  takeStock,
  type ProductLine,
  type VariantLine,
} from './catalog.service';
export { SERVER_TIMING_METRIC } from './search/search.routes';
// CSV injection escaping, for other modules' exports (the newsletter's subscribers).
export { escapeCell } from './csv/csv.format';
// The back office's overview (issue 14).
export { countStock, type StockOverview } from './stock-overview.repository';
