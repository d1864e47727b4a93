import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRODUCT_IDS_DEFAULT,
  PRODUCT_IDS_MAX,
  ZBanner,
  ZCategoryData,
  ZCategoryList,
  ZFeaturedQuery,
  ZListingQuery,
  ZProduct,
  ZProductIds,
  ZProductIdsQuery,
  ZProductListing,
  ZRelatedQuery,
} from '#src/contracts/catalog';
import { errorResponses, ZIdParams } from '#src/contracts/common';
import { badRequest } from '#src/server/lib/app-error';
import { catalogCacheFor } from './catalog.cache';
import * as catalog from './catalog.service';
import { sendCached } from './send-cached';

const tags = ['catalog'];
const ZProducts = z.array(ZProduct);
const ZBanners = z.array(ZBanner);

/** Each listing endpoint needs the filter it is named after; all given filters apply together. */
const listings = [
  { url: '/products/catId', needs: 'catId', summary: 'Products of a category' },
  { url: '/products/subCatId', needs: 'subCatId', summary: 'Products of a sub-category' },
  { url: '/products/rating', needs: 'rating', summary: 'Products rated n stars and up, in a category or sub-category' },
  {
    url: '/products/fiterByPrice',
    needs: 'price',
    summary: 'Products in a price range, in a category or sub-category',
  },
] as const;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // PGlite: the cache learns of writes from the database's notifications instead of a version read per request.
  const cache = catalogCacheFor(app.db);
  await cache.listen();
  app.addHook('onClose', async () => cache.unlisten());

  const categoryListSchema = {
    tags,
    summary: 'Top categories in display order, each with its sub-categories',
    response: { 200: ZCategoryList },
  };
  const categoryList = async (_request: unknown, reply: FastifyReply) =>
    sendCached(reply, ZCategoryList, await catalog.getCategoryList(app.db));
  app.get('/category', { schema: categoryListSchema }, categoryList);
  // The original client asks for '/api/category/'.
  app.get('/category/', { schema: { ...categoryListSchema, hide: true } }, categoryList);

  app.get(
    '/category/:id',
    {
      schema: {
        tags,
        summary: 'One category (top or sub) with its sub-categories',
        params: ZIdParams,
        response: { 200: ZCategoryData, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendCached(reply, ZCategoryData, await catalog.getCategoryData(app.db, request.params.id)),
  );

  for (const listing of listings) {
    app.get(
      listing.url,
      {
        schema: {
          tags,
          summary: listing.summary,
          description:
            'Filters: catId or subCatId (one is required), minPrice/maxPrice, rating (n and up), location (country ' +
            'name, ISO2 code or All; an unknown one is a 400), page, perPage (≤ 100), sort. `total` counts every match.',
          querystring: ZListingQuery,
          response: { 200: ZProductListing, ...errorResponses },
        },
      },
      async (request, reply) => {
        const query = request.query;
        if (listing.needs === 'catId' && query.catId === undefined) throw badRequest('catId is required');
        if (listing.needs === 'subCatId' && query.subCatId === undefined) throw badRequest('subCatId is required');
        if (listing.needs === 'rating' && query.rating === undefined) throw badRequest('rating is required');
        if (query.catId === undefined && query.subCatId === undefined)
          throw badRequest('catId or subCatId is required');
        return sendCached(reply, ZProductListing, await catalog.listProducts(app.db, query));
      },
    );
  }

  app.get(
    '/products/featured',
    {
      schema: {
        tags,
        summary: 'Featured products sold in the location, newest first',
        querystring: ZFeaturedQuery,
        response: { 200: ZProducts, ...errorResponses },
      },
    },
    async (request, reply) => sendCached(reply, ZProducts, await catalog.listFeatured(app.db, request.query.location)),
  );

  app.get(
    '/products/ids',
    {
      schema: {
        tags,
        summary: 'Every product id with its last change, ascending, a page at a time (for sitemaps)',
        description:
          `Ids greater than \`after\` (default 0), at most \`limit\` (default ${PRODUCT_IDS_DEFAULT}, at most ` +
          `${PRODUCT_IDS_MAX}); \`next\` is the \`after\` of the next page, null after the last.`,
        querystring: ZProductIdsQuery,
        response: { 200: ZProductIds, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendCached(reply, ZProductIds, await catalog.listProductIds(app.db, request.query.after, request.query.limit)),
  );

  app.get(
    '/products/:id',
    {
      schema: { tags, summary: 'One product', params: ZIdParams, response: { 200: ZProduct, ...errorResponses } },
    },
    async (request, reply) => sendCached(reply, ZProduct, await catalog.getProduct(app.db, request.params.id)),
  );

  app.get(
    '/products/:id/related',
    {
      schema: {
        tags,
        summary: 'Up to 12 products of the same sub-category, without the product itself',
        params: ZIdParams,
        querystring: ZRelatedQuery,
        response: { 200: ZProducts, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendCached(reply, ZProducts, await catalog.listRelated(app.db, request.params.id, request.query.location)),
  );

  const bannerRoutes = [
    { url: '/homeBanner', kind: 'home', summary: 'Home slider banners' },
    { url: '/banners', kind: 'strip', summary: 'The home banner strip' },
    { url: '/homeSideBanners', kind: 'side', summary: 'Side banners beside the featured products' },
  ] as const;
  for (const banner of bannerRoutes) {
    app.get(
      banner.url,
      { schema: { tags, summary: banner.summary, response: { 200: ZBanners } } },
      async (_request, reply) => sendCached(reply, ZBanners, await catalog.listBanners(app.db, banner.kind)),
    );
  }
};
