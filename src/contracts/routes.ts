import { routeTableOf, type ApiClient, type RouteTable } from './client';
import { contracts } from './index';

/** Each endpoint's method and path: all the client needs at run time (the browser build gets it as plain data). */
export const routeTable = routeTableOf(contracts);

/**
 * The back office's client groups (`admin…`): the storefront's browser bundle leaves them out, so admin endpoints
 * never add to the shop's first-load JavaScript; admin pages get them from their own module (decision 021).
 */
export type BackOfficeGroup = Extract<keyof RouteTable, `admin${string}`>;
export const isBackOfficeGroup = (group: string) => group.startsWith('admin');

export type StorefrontRouteTable = Omit<RouteTable, BackOfficeGroup>;
export type StorefrontApi = Omit<ApiClient, BackOfficeGroup>;
export type BackOfficeRouteTable = Pick<RouteTable, BackOfficeGroup>;

const pick = (keep: (group: string) => boolean) =>
  Object.fromEntries(Object.entries(routeTable).filter(([group]) => keep(group)));

export const storefrontRouteTable = pick((group) => !isBackOfficeGroup(group)) as StorefrontRouteTable;
export const backOfficeRouteTable = pick(isBackOfficeGroup) as BackOfficeRouteTable;
