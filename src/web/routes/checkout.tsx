import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { CheckoutPage } from '../features/shopping/checkout-page';
import { LoadFailed } from '../features/shopping/load-failed';
import { PageSkeleton } from '../features/shopping/page-skeleton';
import { loadForShopper } from '../features/shopping/shopper-loader';
import { api } from '../lib/api';
import { setCounts } from '../lib/counts';
import type { Route } from './+types/checkout';
import { pageTitle } from '#src/web/lib/shop';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(SHOP_PAGES_TEXT.checkoutTitle, matches) }, { name: 'robots', content: 'noindex' }];
}

/** Which payment dialog to open. */
export function loader({ context }: Route.LoaderArgs) {
  return { paymentProvider: context.publicConfig.paymentProvider };
}

/** The cart is the shopper's, so it loads in the browser; no token → /signIn. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [config, [items, summary, addresses, phone]] = await Promise.all([
    serverLoader(),
    loadForShopper(({ userId }) =>
      Promise.all([
        api.cart.list({ query: { userId } }),
        // The server's discounts and total after them (issue 29 §2).
        api.coupons.summary({ query: { userId } }),
        // The address book is a convenience: the checkout works without it.
        api.addresses.list().catch((error: unknown) => {
          console.error('address book', error);
          return [];
        }),
        // The profile's phone fills the form's (issue 32 §2); without it the shopper types one.
        api.accounts
          .getUser({ params: { id: userId } })
          .then((user) => user.phone ?? '')
          .catch((error: unknown) => {
            console.error('profile', error);
            return '';
          }),
      ]),
    ),
  ]);
  setCounts({ cart: items.length });
  return { config, items, summary, addresses, phone: String(phone) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <PageSkeleton
      title={SHOP_PAGES_TEXT.checkoutTitle}
      crumb={SHOP_PAGES_TEXT.checkoutTitle}
      label={SHOP_PAGES_TEXT.loadingCart}
      aside
    />
  );
}

export function ErrorBoundary() {
  return <LoadFailed />;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutPage
      items={loaderData.items}
      summary={loaderData.summary}
      config={loaderData.config}
      addresses={loaderData.addresses}
      phone={loaderData.phone}
    />
  );
}
