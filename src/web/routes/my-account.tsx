import { TEXT } from '#src/shared/texts';
import { AccountPage } from '../features/accounts/account-page';
import type { Route } from './+types/my-account';
import { pageTitle } from '#src/web/lib/shop';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(TEXT.myAccount, matches) }, { name: 'robots', content: 'noindex' }];
}

/** The session is in the browser only: the server renders the page's frame, the browser loads the user. */
export default function MyAccount() {
  return <AccountPage />;
}
