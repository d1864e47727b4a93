import { KeyRound } from '#src/web/components/ui/icons';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { AuthLayout } from './auth-layout';
import { errorText } from '#src/web/lib/errors';
import { PasswordField } from './password-field';
import { flowStorage } from './storage';
import { useFormError } from './use-form-error';
import { useHydrated } from '#src/web/lib/use-hydrated';

type Reset = { email: string; resetToken: string };

/** Spec 4 (Forgot password): a new password with the reset token from the code screen, then Sign In. */
export function ResetPasswordForm() {
  const hydrated = useHydrated();
  const alert = useAlert();
  const navigate = useNavigate();
  const { fail, errorOf, clear } = useFormError();
  const base = useId();
  const newId = `${base}-new`;
  const confirmId = `${base}-confirm`;

  // undefined until the browser's storage is read; null when there is no reset in progress.
  const [reset, setReset] = useState<Reset | null | undefined>(undefined);
  useEffect(() => {
    const email = flowStorage.email();
    const resetToken = flowStorage.resetToken();
    setReset(email && resetToken ? { email, resetToken } : null);
  }, []);

  const [newPass, setNewPass] = useState('');
  const [confirmPass, setConfirmPass] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !reset) return;
    if (!newPass.trim()) return fail(TEXT.enterNewPassword, newId);
    if (!confirmPass.trim()) return fail(TEXT.confirmPassword, confirmId);
    if (newPass !== confirmPass) return fail(TEXT.passwordMismatch, confirmId);
    setBusy(true);
    try {
      const answer = await api.accounts.resetPassword({ body: { ...reset, newPass, confirmPass } });
      flowStorage.finishReset();
      alert.showSuccess(answer.msg);
      void navigate('/signIn');
    } catch (error) {
      fail(errorText(error));
      setBusy(false);
    }
  };

  if (reset === null) {
    return (
      <AuthLayout icon={<KeyRound />} title={TEXT.auth.forgotPassword} intro={TEXT.auth.resetMissing}>
        <Link to="/signIn" className={buttonClasses('primary', 'lg')}>
          {TEXT.auth.backToSignIn}
        </Link>
      </AuthLayout>
    );
  }

  const locked = !hydrated || reset === undefined;
  return (
    <AuthLayout
      icon={<KeyRound />}
      title={TEXT.auth.forgotPassword}
      intro={reset ? <span className="break-words">{TEXT.auth.resetIntro(reset.email)}</span> : '\u00a0'}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <PasswordField
          id={newId}
          label={TEXT.auth.newPassword}
          autoComplete="new-password"
          hint={TEXT.auth.passwordHint}
          required
          value={newPass}
          readOnly={locked}
          error={errorOf(newId)}
          onChange={(event) => {
            setNewPass(event.target.value);
            clear();
          }}
        />
        <PasswordField
          id={confirmId}
          label={TEXT.auth.confirmPassword}
          autoComplete="new-password"
          required
          value={confirmPass}
          readOnly={locked}
          error={errorOf(confirmId)}
          onChange={(event) => {
            setConfirmPass(event.target.value);
            clear();
          }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={locked} busy={busy}>
          {TEXT.auth.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}
