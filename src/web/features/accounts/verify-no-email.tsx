import { ShieldCheck } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { buttonClasses } from '#src/web/components/ui/button';
import { AuthLayout } from './auth-layout';

/** The code screen opened with no flow under way (no e-mail in this tab): sign in or sign up instead. */
export function VerifyNoEmail() {
  return (
    <AuthLayout icon={<ShieldCheck />} title={TEXT.otpTitle} intro={TEXT.auth.otpNoEmail}>
      <div className="flex flex-wrap gap-3">
        <Link to="/signIn" className={buttonClasses('primary', 'lg')}>
          {TEXT.signIn}
        </Link>
        <Link to="/signUp" className={buttonClasses('secondary', 'lg')}>
          {TEXT.auth.signUp}
        </Link>
      </div>
    </AuthLayout>
  );
}
