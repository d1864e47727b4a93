import { TEXT } from '#src/shared/texts';
import { ResetPasswordForm } from '../features/accounts/reset-password-form';
import type { Route } from './+types/forgot-password';
import { pageTitle } from '#src/web/lib/shop';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(TEXT.auth.forgotPassword, matches) }, { name: 'robots', content: 'noindex' }];
}

/** The e-mail and reset token live in the browser's storage, so the form fills in after hydration. */
export default function ForgotPassword() {
  return <ResetPasswordForm />;
}
