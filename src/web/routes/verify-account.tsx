import { TEXT } from '#src/shared/texts';
import { VerifyForm } from '../features/accounts/verify-form';
import type { Route } from './+types/verify-account';

export function meta(): Route.MetaDescriptors {
  return [{ title: `${TEXT.otpTitle} | Kirana` }, { name: 'robots', content: 'noindex' }];
}

/** The e-mail to verify lives in the browser's storage, so the form fills in after hydration. */
export default function VerifyAccount() {
  return <VerifyForm />;
}
