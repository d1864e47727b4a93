import { TEXT } from '#src/shared/texts';
import { SignUpForm } from '../features/accounts/sign-up-form';
import type { Route } from './+types/sign-up';
import { pageTitle } from '#src/web/lib/shop';

export function loader({ context }: Route.LoaderArgs) {
  return { googleClientId: context.publicConfig.googleClientId };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(TEXT.auth.signUpTitle, matches) }, { name: 'robots', content: 'noindex' }];
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  return <SignUpForm googleClientId={loaderData.googleClientId} />;
}
