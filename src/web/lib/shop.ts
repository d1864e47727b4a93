import { useRouteError, useRouteLoaderData } from 'react-router';
import { DEFAULT_SHOP, type ShopSettings } from '#src/shared/shop';
import { TEXT } from '#src/shared/texts';
import { formatPrice } from './format';
import { failureOf } from './page-failure';

type RootData = { shop?: ShopSettings } | undefined;
type MatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * The shop's configured name and promises, from the root loader (the server's configuration), or from the failure
 * the root's loader threw when it had none (docs/decisions/040-error-pages.md).
 */
export function useShop(): ShopSettings {
  const root = useRouteLoaderData('root') as RootData;
  const failed = failureOf(useRouteError()).shell;
  return root?.shop ?? failed?.shop ?? DEFAULT_SHOP;
}

/** The same inside a route's `meta`, which gets the matches instead of hooks. */
export function shopOf(matches: readonly MatchLike[]): ShopSettings {
  return (matches.find((match) => match?.id === 'root')?.loaderData as RootData)?.shop ?? DEFAULT_SHOP;
}

/** A page title: "Cart | <shop name>". */
export const pageTitle = (title: string, matches: readonly MatchLike[]) => `${title} | ${shopOf(matches).name}`;

/** "on orders of Rs 500 or more" (or "on every order"), from the configured threshold. */
export const freeDeliveryPhrase = (shop: ShopSettings) => TEXT.shell.freeDelivery(freeDeliveryThreshold(shop));

/** The threshold as shown ("Rs 500"), null when every order ships free. */
export const freeDeliveryThreshold = (shop: ShopSettings) =>
  shop.freeDeliveryFrom > 0 ? formatPrice(shop.freeDeliveryFrom) : null;
