import { TEXT } from '#src/shared/texts';
import { ResetPasswordForm } from '../features/accounts/reset-password-form';
import type { Route } from './+types/forgot-password';

export function meta(): Route.MetaDescriptors {
  return [{ title: `${TEXT.auth.forgotPassword} | Kirana` }, { name: 'robots', content: 'noindex' }];
}

/** The e-mail and reset token live in the browser's storage, so the form fills in after hydration. */
export default function ForgotPassword() {
  return <ResetPasswordForm />;
}
