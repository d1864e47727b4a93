import { TEXT } from '#src/shared/texts';
import { SignInForm } from '../features/accounts/sign-in-form';
import type { Route } from './+types/sign-in';
import { pageTitle } from '#src/web/lib/shop';

/** Google Identity Services needs the public client id; null turns the Google button off. */
export function loader({ context }: Route.LoaderArgs) {
  return { googleClientId: context.publicConfig.googleClientId };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(TEXT.signIn, matches) }, { name: 'robots', content: 'noindex' }];
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return <SignInForm googleClientId={loaderData.googleClientId} />;
}
