import { SERVER_TEXT } from '#src/shared/texts/server';
import { catalog } from '#src/contracts/catalog';
import { badRequest } from '#src/server/lib/app-error';
import { cachedRead, type ApiModule } from '#src/server/lib/route';
import { catalogCacheFor } from './catalog.cache';
import { searchRoutes } from './search/search.routes';
import { synonymRoutes } from './search/synonyms.routes';
import { gstRateRoutes } from './gst/gst-rates.routes';
import { adminCatalogRoutes } from './admin/admin.routes';
import { taxonomyRoutes } from './admin-taxonomy/taxonomy.routes';
import { csvRoutes } from './csv/csv.routes';
import * as service from './catalog.service';

/** Each listing endpoint needs the filter it is named after; all given filters apply together. */
type ListingEndpoint = (typeof catalog)['byCategory' | 'bySubCategory' | 'byRating' | 'byPrice'];
const listing = (endpoint: ListingEndpoint, needs: 'catId' | 'subCatId' | 'rating' | 'price') =>
  cachedRead(endpoint, async (app, { query }) => {
    if (needs === 'catId' && query.catId === undefined) throw badRequest(SERVER_TEXT.catalogApi.required('catId'));
    if (needs === 'subCatId' && query.subCatId === undefined)
      throw badRequest(SERVER_TEXT.catalogApi.required('subCatId'));
    if (needs === 'rating' && query.rating === undefined) throw badRequest(SERVER_TEXT.catalogApi.required('rating'));
    if (query.catId === undefined && query.subCatId === undefined)
      throw badRequest(SERVER_TEXT.catalogApi.catOrSubCatRequired);
    return service.listProducts(app.db, query);
  });

type BannerEndpoint = (typeof catalog)['homeBanners' | 'banners' | 'sideBanners'];
const bannerList = (endpoint: BannerEndpoint, kind: 'home' | 'side' | 'strip') =>
  cachedRead(endpoint, (app) => service.listBanners(app.db, kind));

/** Catalogue and search answers are cached per catalogue version and sent as cached bytes (send-cached.ts). */
export const catalogApi: ApiModule = {
  // PGlite: the cache learns of writes from the database's notifications instead of a version read per request.
  async setup(app) {
    const cache = catalogCacheFor(app.db);
    await cache.listen();
    app.addHook('onClose', async () => cache.unlisten());
  },
  routes: [
    cachedRead(catalog.categories, (app) => service.getCategoryList(app.db)),
    cachedRead(catalog.category, (app, { params }) => service.getCategoryData(app.db, params.id)),
    listing(catalog.byCategory, 'catId'),
    listing(catalog.bySubCategory, 'subCatId'),
    listing(catalog.byRating, 'rating'),
    listing(catalog.byPrice, 'price'),
    cachedRead(catalog.featured, (app, { query }) => service.listFeatured(app.db, query.location)),
    cachedRead(catalog.productIds, (app, { query }) => service.listProductIds(app.db, query.after, query.limit)),
    cachedRead(catalog.product, (app, { params }) => service.getProduct(app.db, params.id)),
    cachedRead(catalog.related, (app, { params, query }) => service.listRelated(app.db, params.id, query.location)),
    bannerList(catalog.homeBanners, 'home'),
    bannerList(catalog.banners, 'strip'),
    bannerList(catalog.sideBanners, 'side'),
    ...searchRoutes,
    // The back office's search synonyms (issue 32 §3).
    ...synonymRoutes,
    ...adminCatalogRoutes,
    // The back office's categories, banners and CSV (issue 14).
    ...taxonomyRoutes,
    ...csvRoutes,
    // GST rates (issue 30 §2, docs/decisions/053).
    ...gstRateRoutes,
  ],
};
