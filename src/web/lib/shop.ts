import { useRouteError, useRouteLoaderData } from 'react-router';
import { DEFAULT_SHOP, DEFAULT_SHOP_TIME_ZONE, type ShopSettings } from '#src/shared/shop';
import { TEXT } from '#src/shared/texts';
import { SETTINGS_TEXT } from '#src/shared/texts/settings';
import { formatPrice } from './format';
import { failureOf } from './page-failure';

type RootData = { shop?: ShopSettings; sellerAddress?: string; timeZone?: string } | undefined;
type MatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * The store settings and the zones' free-delivery promise, from the root loader (decision 052), or from the failure
 * the root's loader threw when it had none (docs/decisions/040-error-pages.md).
 */
export function useShop(): ShopSettings {
  const root = useRouteLoaderData('root') as RootData;
  const failed = failureOf(useRouteError()).shell;
  return root?.shop ?? failed?.shop ?? DEFAULT_SHOP;
}

/** The shop's address as the footer's seller details print it (the root loader names its state). */
export function useSellerAddress(): string {
  return (useRouteLoaderData('root') as RootData)?.sellerAddress ?? '';
}

/**
 * The shop's time zone (SHOP_TIME_ZONE) from the root loader: every date and time a page shows is formatted with it
 * (src/shared/shop-time.ts), so the server's HTML and the hydrated page agree and never use the browser's zone.
 */
export function useShopTimeZone(): string {
  const root = useRouteLoaderData('root') as RootData;
  return root?.timeZone ?? DEFAULT_SHOP_TIME_ZONE;
}

/** The same inside a route's `meta`, which gets the matches instead of hooks. */
export function shopOf(matches: readonly MatchLike[]): ShopSettings {
  return (matches.find((match) => match?.id === 'root')?.loaderData as RootData)?.shop ?? DEFAULT_SHOP;
}

/** A page title: "Cart | <shop name>". */
export const pageTitle = (title: string, matches: readonly MatchLike[]) => `${title} | ${shopOf(matches).name}`;

/**
 * "on orders of Rs 500 or more" (or "on every order"), from the promise the delivery zones make; "in selected
 * areas" when no promise holds in every zone (decision 052).
 */
export const freeDeliveryPhrase = (shop: ShopSettings) =>
  shop.freeDeliveryFrom === null
    ? SETTINGS_TEXT.freeDeliveryInSomeZones
    : TEXT.shell.freeDelivery(freeDeliveryThreshold(shop));

/** The threshold as shown ("Rs 500"), null when every order ships free (or no promise holds everywhere). */
export const freeDeliveryThreshold = (shop: ShopSettings) =>
  shop.freeDeliveryFrom ? formatPrice(shop.freeDeliveryFrom) : null;

/** The footer's promises (the product page shows the delivery and returns ones): delivery's from the zones. */
export function shopFeatures(shop: ShopSettings) {
  const features = TEXT.shell.features(freeDeliveryThreshold(shop));
  if (shop.freeDeliveryFrom !== null) return features;
  const [delivery, ...rest] = features;
  return [{ ...delivery, body: SETTINGS_TEXT.deliveryByPincode }, ...rest];
}
