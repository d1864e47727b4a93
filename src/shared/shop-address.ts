import { indianState } from './indian-states';
import type { ShopSettings } from './shop';

// Apart from shop.ts, which every page's script loads: this needs the list of states, which only some pages do.
/** The shop's address as lines: street lines, then "City 560001", then the state's name. */
export function shopAddressLines(shop: ShopSettings): string[] {
  const street = shop.address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const city = [shop.city, shop.pincode].filter(Boolean).join(' ');
  const state = shop.state ? indianState(shop.state)?.name : undefined;
  return [...street, ...(city ? [city] : []), ...(state ? [state] : [])];
}
