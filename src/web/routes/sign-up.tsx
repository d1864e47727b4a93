import { TEXT } from '#src/shared/texts';
import { SignUpForm } from '../features/accounts/sign-up-form';
import type { Route } from './+types/sign-up';

export function loader({ context }: Route.LoaderArgs) {
  return { googleClientId: context.publicConfig.googleClientId };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: `${TEXT.auth.signUpTitle} | Kirana` }, { name: 'robots', content: 'noindex' }];
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  return <SignUpForm googleClientId={loaderData.googleClientId} />;
}
