import { TEXT } from '#src/shared/texts';
import { AccountPage } from '../features/accounts/account-page';
import { AddressBook } from '../features/shopping/address-book';
import type { Route } from './+types/my-account';
import { pageTitle } from '#src/web/lib/shop';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(TEXT.myAccount, matches) }, { name: 'robots', content: 'noindex' }];
}

/** The session is in the browser only: the server renders the page's frame, the browser loads the user. */
export default function MyAccount() {
  return (
    <>
      <AccountPage />
      {/* The address book (issue 15): saved at checkout, listed and deleted here. */}
      <div className="mx-auto max-w-5xl px-4 pb-12">
        <AddressBook />
      </div>
    </>
  );
}
