import { ShieldAlert, ShieldCheck } from '#src/web/components/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import type { TUser } from '#src/contracts/accounts';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { saveSession } from '#src/web/lib/session';
import { errorText } from '#src/web/lib/errors';
import { PasswordField } from './password-field';
import { toStoredUser } from './storage';
import { useFormError } from './use-form-error';

type Values = { old: string; next: string; confirm: string };
const EMPTY: Values = { old: '', next: '', confirm: '' };

/**
 * Change Password: needs the current one. The server signs out every other session and answers a new token for
 * this browser, which replaces the stored one. The result is always shown (the spec's client showed none).
 */
export function ChangePasswordForm({ user }: { user: TUser | null }) {
  const alert = useAlert();
  const { fail, errorOf, clear } = useFormError();
  const base = useId();
  const ids = { old: `${base}-old`, next: `${base}-new`, confirm: `${base}-confirm` };
  const [values, setValues] = useState<Values>(EMPTY);
  const [busy, setBusy] = useState(false);

  if (user && !user.hasPassword) {
    return (
      <p className="flex items-start gap-3 rounded-2xl bg-slate-50 p-4 text-slate-700">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        {TEXT.account.googleNoPassword}
      </p>
    );
  }

  const change = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clear();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user || busy) return;
    const blank = (['old', 'next', 'confirm'] as const).find((field) => !values[field].trim());
    if (blank) return fail(TEXT.fillAllDetails, ids[blank]);
    if (values.next !== values.confirm) return fail(TEXT.passwordMismatch, ids.confirm);
    setBusy(true);
    try {
      const answer = await api.accounts.changePassword({
        params: { id: user.id },
        body: {
          name: user.name,
          email: user.email,
          phone: user.phone,
          images: user.images,
          password: values.old,
          newPass: values.next,
          confirmPass: values.confirm,
        },
      });
      saveSession(answer.token, toStoredUser(user));
      setValues(EMPTY);
      alert.showSuccess(answer.msg);
    } catch (error) {
      fail(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const locked = !user;
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_16rem] md:gap-10">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-xl space-y-5">
        <PasswordField
          id={ids.old}
          label={TEXT.account.oldPassword}
          autoComplete="current-password"
          value={values.old}
          disabled={locked}
          error={errorOf(ids.old)}
          onChange={change('old')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            id={ids.next}
            label={TEXT.account.newPassword}
            autoComplete="new-password"
            hint={TEXT.auth.passwordHint}
            value={values.next}
            disabled={locked}
            error={errorOf(ids.next)}
            onChange={change('next')}
          />
          <PasswordField
            id={ids.confirm}
            label={TEXT.account.confirmPassword}
            autoComplete="new-password"
            value={values.confirm}
            disabled={locked}
            error={errorOf(ids.confirm)}
            onChange={change('confirm')}
          />
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-36" disabled={locked} busy={busy}>
          {TEXT.account.save}
        </Button>
      </form>
      <aside className="h-fit rounded-2xl bg-brand-50 p-5 text-sm text-slate-700 ring-1 ring-brand-100">
        <ShieldCheck className="size-6 text-brand-700" aria-hidden="true" />
        <p className="mt-3 font-semibold text-slate-900">{TEXT.account.passwordTipTitle}</p>
        <p className="mt-1">{TEXT.account.passwordTip}</p>
      </aside>
    </div>
  );
}
