import { Link } from 'react-router';
import { ShieldCheck, UserRound } from '#src/web/components/ui/icons';
import type { TInvitationView } from '#src/contracts/admin-staff';
import { TEXT } from '#src/shared/texts';
import { STAFF_TEXT } from '#src/shared/texts/clock-staff';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { useShop } from '#src/web/lib/shop';
import { AuthLayout } from './auth-layout';
import { PasswordField } from './password-field';
import { useHydrated } from '#src/web/lib/use-hydrated';
import { useStaffInvitation } from './use-staff-invitation';

const T = STAFF_TEXT.accept;

/**
 * `/staff-invitation?token=…`, the link of the staff invitation e-mail (issue 31 §4, docs/decisions/059): who is
 * invited to run which shop, as what; a new account chooses its name and password (sign-up's rules), an existing
 * one gives its password; then the back office opens, signed in. An unknown, used, withdrawn or expired link says
 * so, with a way back to the shop.
 */
export function StaffInvitationForm({ token, invitation }: { token: string; invitation: TInvitationView | null }) {
  const shop = useShop().name;
  const hydrated = useHydrated();
  const form = useStaffInvitation(token, invitation, T.welcome(shop));

  if (!invitation || form.invalid) {
    return (
      <AuthLayout icon={<ShieldCheck />} title={T.invalidTitle} intro={STAFF_TEXT.invitationInvalid}>
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          {T.backHome}
        </Link>
      </AuthLayout>
    );
  }

  const { ids, values, busy, done, errorOf, change, onSubmit } = form;
  const locked = !hydrated || done;
  const role = STAFF_TEXT.roleNames[invitation.role] ?? invitation.role;
  return (
    <AuthLayout icon={<ShieldCheck />} title={T.title} intro={T.invitedAs(shop, role)}>
      <p className="mb-5 rounded-xl bg-slate-50 px-4 py-3 text-[0.9375rem] text-slate-700">
        {T.invitedEmail}{' '}
        <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900" data-invited-email>
          {invitation.email}
        </strong>
        <span className="mt-1 block text-sm text-slate-600">
          {invitation.hasAccount ? T.existingAccount : T.newAccount}
        </span>
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {invitation.hasAccount ? null : (
          <Field
            id={ids.name}
            label={T.name}
            autoComplete="name"
            icon={<UserRound />}
            value={values.name}
            readOnly={locked}
            error={errorOf(ids.name)}
            onChange={change('name')}
          />
        )}
        <PasswordField
          id={ids.password}
          label={invitation.hasAccount ? T.password : T.newPassword}
          autoComplete={invitation.hasAccount ? 'current-password' : 'new-password'}
          hint={invitation.hasAccount ? undefined : TEXT.auth.passwordHint}
          value={values.password}
          readOnly={locked}
          error={errorOf(ids.password)}
          onChange={change('password')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={locked} busy={busy}>
          {T.accept}
        </Button>
      </form>
    </AuthLayout>
  );
}
