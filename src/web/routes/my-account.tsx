import { TEXT } from '#src/shared/texts';
import { AccountPage } from '../features/accounts/account-page';
import type { Route } from './+types/my-account';

export function meta(): Route.MetaDescriptors {
  return [{ title: `${TEXT.myAccount} | Kirana` }, { name: 'robots', content: 'noindex' }];
}

/** The session is in the browser only: the server renders the page's frame, the browser loads the user. */
export default function MyAccount() {
  return <AccountPage />;
}
