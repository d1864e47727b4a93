import { TEXT } from '#src/shared/texts';
import { SignInForm } from '../features/accounts/sign-in-form';
import type { Route } from './+types/sign-in';

/** Google Identity Services needs the public client id; null turns the Google button off. */
export function loader({ context }: Route.LoaderArgs) {
  return { googleClientId: context.publicConfig.googleClientId };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: `${TEXT.signIn} | Kirana` }, { name: 'robots', content: 'noindex' }];
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return <SignInForm googleClientId={loaderData.googleClientId} />;
}
