import { TEXT } from '#src/shared/texts';
import { VerifyForm } from '../features/accounts/verify-form';
import type { Route } from './+types/verify-account';
import { pageTitle } from '#src/web/lib/shop';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(TEXT.otpTitle, matches) }, { name: 'robots', content: 'noindex' }];
}

/** The e-mail to verify lives in the browser's storage, so the form fills in after hydration. */
export default function VerifyAccount() {
  return <VerifyForm />;
}
