import type {
  TBanner,
  TCategoryData,
  TCategoryList,
  TCountry,
  TListingQuery,
  TProduct,
  TProductListing,
} from '../../../contracts/catalog';
import type { Send } from '../api-client';

export function catalogApi(send: Send) {
  return {
    categories: () => send<TCategoryList>({ method: 'GET', path: '/api/category' }),
    category: (id: number) => send<TCategoryData>({ method: 'GET', path: `/api/category/${id}` }),
    featured: (location?: string) =>
      send<TProduct[]>({ method: 'GET', path: '/api/products/featured', query: { location } }),
    byCategory: (query: TListingQuery) =>
      send<TProductListing>({ method: 'GET', path: '/api/products/catId', query }),
    homeBanners: () => send<TBanner[]>({ method: 'GET', path: '/api/homeBanner' }),
    banners: () => send<TBanner[]>({ method: 'GET', path: '/api/banners' }),
    sideBanners: () => send<TBanner[]>({ method: 'GET', path: '/api/homeSideBanners' }),
    countries: () => send<TCountry[]>({ method: 'GET', path: '/api/countries' }),
  };
}
