import { useId, useState, type FormEvent } from 'react';
import { REDIRECT_AFTER_AUTH_MS } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { currentLanguage } from '#src/shared/texts/language';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { flowStorage } from './storage';
import { useDelayedNavigate } from './use-delayed-navigate';
import { useFormError } from './use-form-error';
import { useSignedIn } from './use-signed-in';

export type SignUpValues = { name: string; email: string; phone: string; password: string };
const ORDER = ['name', 'email', 'phone', 'password'] as const;

/** Phone boxes take digits, spaces, dashes and a leading plus; nothing else reaches the field. */
const phoneChars = (value: string) => value.replace(/[^\d +-]/g, '');

/** The sign-up form's values and submit: blank checks in the spec's order, then the code screen after 2 s. */
export function useSignUp() {
  const alert = useAlert();
  const go = useDelayedNavigate();
  const signedIn = useSignedIn();
  const { fail, errorOf, clear } = useFormError();
  const base = useId();
  const idOf = (field: keyof SignUpValues) => `${base}-${field}`;

  const [values, setValues] = useState<SignUpValues>({ name: '', email: '', phone: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const change = (field: keyof SignUpValues) => (event: { target: { value: string } }) => {
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
          language: currentLanguage(),
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

  return { signedIn, errorOf, idOf, values, busy, done, setDone, change, onSubmit };
}
