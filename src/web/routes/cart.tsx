import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { TEXT } from '#src/shared/texts';
import { CartPage } from '../features/shopping/cart-page';
import { LoadFailed } from '../features/shopping/load-failed';
import { PageSkeleton } from '../features/shopping/page-skeleton';
import { loadForShopper } from '../features/shopping/shopper-loader';
import { api } from '../lib/api';
import { setCounts } from '../lib/counts';
import { storedPincode } from '../lib/pincode';
import type { Route } from './+types/cart';
import { pageTitle } from '#src/web/lib/shop';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(TEXT.cart, matches) }, { name: 'robots', content: 'noindex' }];
}

/** The token lives in the browser (spec 6: no token → /signIn), so the cart loads there. */
export async function clientLoader() {
  const pincode = storedPincode();
  const [[items, summary], delivery] = await Promise.all([
    // The lines (the spec's answer) and the server's figures beside them: discounts, the code, the total after them.
    loadForShopper(({ userId }) =>
      Promise.all([api.cart.list({ query: { userId } }), api.coupons.summary({ query: { userId } })]),
    ),
    // The remembered pincode's delivery terms (issue 16): the cart works without them.
    pincode
      ? api.delivery.check({ query: { pincode } }).catch((error: unknown) => {
          console.error('delivery check', error);
          return null;
        })
      : null,
  ]);
  setCounts({ cart: items.length });
  return { items, summary, delivery, pincode };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton title={SHOP_PAGES_TEXT.cartTitle} crumb={TEXT.cart} label={SHOP_PAGES_TEXT.loadingCart} aside />;
}

export function ErrorBoundary() {
  return <LoadFailed />;
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <CartPage
      items={loaderData.items}
      summary={loaderData.summary}
      delivery={loaderData.delivery}
      pincode={loaderData.pincode}
    />
  );
}
