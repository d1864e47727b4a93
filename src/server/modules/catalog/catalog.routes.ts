import { z } from 'zod';
import {
  catalog,
  ZBanner,
  ZCategoryData,
  ZCategoryList,
  ZProduct,
  ZProductDetail,
  ZProductIds,
  ZProductListing,
} from '#src/contracts/catalog';
import { badRequest } from '#src/server/lib/app-error';
import { route, type ApiModule } from '#src/server/lib/route';
import { catalogCacheFor } from './catalog.cache';
import { searchRoutes } from './search/search.routes';
import { adminCatalogRoutes } from './admin/admin.routes';
import { taxonomyRoutes } from './admin-taxonomy/taxonomy.routes';
import { csvRoutes } from './csv/csv.routes';
import * as service from './catalog.service';
import { sendCached } from '#src/server/lib/send-cached';
import { TEXT } from '#src/shared/texts';

const ZProducts = z.array(ZProduct);
const ZBanners = z.array(ZBanner);

/** Each listing endpoint needs the filter it is named after; all given filters apply together. */
type ListingEndpoint = (typeof catalog)['byCategory' | 'bySubCategory' | 'byRating' | 'byPrice'];
const listing = (endpoint: ListingEndpoint, needs: 'catId' | 'subCatId' | 'rating' | 'price') =>
  route(endpoint, async (request, reply) => {
    const query = request.query;
    if (needs === 'catId' && query.catId === undefined) throw badRequest(TEXT.catalogApi.required('catId'));
    if (needs === 'subCatId' && query.subCatId === undefined) throw badRequest(TEXT.catalogApi.required('subCatId'));
    if (needs === 'rating' && query.rating === undefined) throw badRequest(TEXT.catalogApi.required('rating'));
    if (query.catId === undefined && query.subCatId === undefined)
      throw badRequest(TEXT.catalogApi.catOrSubCatRequired);
    return sendCached(reply, ZProductListing, await service.listProducts(request.server.db, query));
  });

type BannerEndpoint = (typeof catalog)['homeBanners' | 'banners' | 'sideBanners'];
const bannerList = (endpoint: BannerEndpoint, kind: 'home' | 'side' | 'strip') =>
  route(endpoint, async (request, reply) =>
    sendCached(reply, ZBanners, await service.listBanners(request.server.db, kind)),
  );

/** Catalogue and search answers are cached per catalogue version and sent as cached bytes (send-cached.ts). */
export const catalogApi: ApiModule = {
  // PGlite: the cache learns of writes from the database's notifications instead of a version read per request.
  async setup(app) {
    const cache = catalogCacheFor(app.db);
    await cache.listen();
    app.addHook('onClose', async () => cache.unlisten());
  },
  routes: [
    route(catalog.categories, async (request, reply) =>
      sendCached(reply, ZCategoryList, await service.getCategoryList(request.server.db)),
    ),
    route(catalog.category, async (request, reply) =>
      sendCached(reply, ZCategoryData, await service.getCategoryData(request.server.db, request.params.id)),
    ),
    listing(catalog.byCategory, 'catId'),
    listing(catalog.bySubCategory, 'subCatId'),
    listing(catalog.byRating, 'rating'),
    listing(catalog.byPrice, 'price'),
    route(catalog.featured, async (request, reply) =>
      sendCached(reply, ZProducts, await service.listFeatured(request.server.db, request.query.location)),
    ),
    route(catalog.productIds, async (request, reply) => {
      const { after, limit } = request.query;
      return sendCached(reply, ZProductIds, await service.listProductIds(request.server.db, after, limit));
    }),
    route(catalog.product, async (request, reply) =>
      sendCached(reply, ZProductDetail, await service.getProduct(request.server.db, request.params.id)),
    ),
    route(catalog.related, async (request, reply) => {
      const related = await service.listRelated(request.server.db, request.params.id, request.query.location);
      return sendCached(reply, ZProducts, related);
    }),
    bannerList(catalog.homeBanners, 'home'),
    bannerList(catalog.banners, 'strip'),
    bannerList(catalog.sideBanners, 'side'),
    ...searchRoutes,
    ...adminCatalogRoutes,
    // The back office's categories, banners and CSV (issue 14).
    ...taxonomyRoutes,
    ...csvRoutes,
  ],
};
