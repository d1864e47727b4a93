import { Mail, Phone, UserRound, UserRoundPlus } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { AuthLayout, SwitchLink } from './auth-layout';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';
import { PasswordField } from './password-field';
import { useHydrated } from '#src/web/lib/use-hydrated';
import { useSignUp } from './use-sign-up';

/** Sign-up: blank checks in the spec's order, then the code screen after 2 s (spec 4, Sign-up). */
export function SignUpForm({ googleClientId }: { googleClientId: string | null }) {
  const hydrated = useHydrated();
  const { signedIn, errorOf, idOf, values, busy, done, setDone, change, onSubmit } = useSignUp();

  const locked = !hydrated || done;
  return (
    <AuthLayout
      icon={<UserRoundPlus />}
      title={TEXT.auth.signUpTitle}
      intro={TEXT.auth.signUpIntro}
      footer={
        <SwitchLink text={TEXT.auth.haveAccount}>
          <Link to="/signIn">{TEXT.signIn}</Link>
        </SwitchLink>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <Field
          id={idOf('name')}
          label={TEXT.auth.fullName}
          autoComplete="name"
          icon={<UserRound />}
          value={values.name}
          readOnly={locked}
          error={errorOf(idOf('name'))}
          onChange={change('name')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={idOf('email')}
            label={TEXT.auth.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            icon={<Mail />}
            placeholder="you@example.com"
            value={values.email}
            readOnly={locked}
            error={errorOf(idOf('email'))}
            onChange={change('email')}
          />
          <Field
            id={idOf('phone')}
            label={TEXT.auth.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            icon={<Phone />}
            value={values.phone}
            readOnly={locked}
            error={errorOf(idOf('phone'))}
            onChange={change('phone')}
          />
        </div>
        <PasswordField
          id={idOf('password')}
          label={TEXT.auth.password}
          autoComplete="new-password"
          hint={TEXT.auth.passwordHint}
          value={values.password}
          readOnly={locked}
          error={errorOf(idOf('password'))}
          onChange={change('password')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={locked} busy={busy}>
          {TEXT.auth.signUp}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton
        clientId={googleClientId}
        onSignedIn={(answer) => {
          setDone(true);
          signedIn(answer);
        }}
      />
    </AuthLayout>
  );
}
