import { Mail, Phone, UserRound, UserRoundPlus } from '#src/web/components/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { REDIRECT_AFTER_AUTH_MS } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { AuthLayout, SwitchLink } from './auth-layout';
import { errorText } from '#src/web/lib/errors';
import { Field } from '#src/web/components/ui/field';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';
import { PasswordField } from './password-field';
import { flowStorage } from './storage';
import { useDelayedNavigate } from './use-delayed-navigate';
import { useFormError } from './use-form-error';
import { useHydrated } from './use-hydrated';
import { useSignedIn } from './use-signed-in';

type Values = { name: string; email: string; phone: string; password: string };
const ORDER = ['name', 'email', 'phone', 'password'] as const;

/** Phone boxes take digits, spaces, dashes and a leading plus; nothing else reaches the field. */
const phoneChars = (value: string) => value.replace(/[^\d +-]/g, '');

/** Sign-up: blank checks in the spec's order, then the code screen after 2 s (spec 4, Sign-up). */
export function SignUpForm({ googleClientId }: { googleClientId: string | null }) {
  const hydrated = useHydrated();
  const alert = useAlert();
  const go = useDelayedNavigate();
  const signedIn = useSignedIn();
  const { fail, errorOf, clear } = useFormError();
  const base = useId();
  const idOf = (field: keyof Values) => `${base}-${field}`;

  const [values, setValues] = useState<Values>({ name: '', email: '', phone: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const change = (field: keyof Values) => (event: { target: { value: string } }) => {
    const value = field === 'phone' ? phoneChars(event.target.value) : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    clear();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || done) return;
    const blank = ORDER.find((field) => !values[field].trim());
    if (blank) return fail(TEXT.fieldBlank(blank), idOf(blank));
    setBusy(true);
    try {
      const email = values.email.trim();
      const answer = await api.accounts.signUp({
        body: {
          name: values.name.trim(),
          email,
          phone: values.phone.trim(),
          password: values.password,
        },
      });
      flowStorage.startVerification(email);
      setDone(true);
      alert.showSuccess(answer.msg);
      go('/verifyAccount', REDIRECT_AFTER_AUTH_MS);
    } catch (error) {
      fail(errorText(error));
    } finally {
      setBusy(false);
    }
  };

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
