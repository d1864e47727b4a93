import { ShieldCheck } from '#src/web/components/ui/icons';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { OTP_LENGTH, REDIRECT_AFTER_AUTH_MS } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { ApiError } from '#src/contracts/client';
import { AuthLayout } from './auth-layout';
import { errorText } from '#src/web/lib/errors';
import { OtpInput } from './otp-input';
import { flowStorage } from './storage';
import { useDelayedNavigate } from './use-delayed-navigate';
import { useHydrated } from '#src/web/lib/use-hydrated';
import { useResendCountdown } from './use-resend-countdown';
import { VerifyNoEmail } from './verify-no-email';

const empty = () => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * The one-time code screen. The code is only ever in the e-mail (decisions §2). In the reset flow the answer's
 * reset token is kept for /forgotPassword; otherwise the address is verified and the shopper signs in.
 */
export function VerifyForm() {
  const hydrated = useHydrated();
  const alert = useAlert();
  const go = useDelayedNavigate();
  const base = useId();
  const otpId = `${base}-otp`;
  const helpId = `${base}-help`;

  // Read after hydration: the server does not know the browser's storage.
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => setEmail(flowStorage.email()), []);

  const [digits, setDigits] = useState(empty);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [done, setDone] = useState(false);
  const countdown = useResendCountdown();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = digits.join('');
    // An empty or incomplete code is not sent (spec 5).
    if (busy || done || !email) return;
    const firstEmpty = digits.findIndex((digit) => !digit);
    if (firstEmpty >= 0) {
      document.getElementById(firstEmpty === 0 ? otpId : `${otpId}-${firstEmpty}`)?.focus();
      return;
    }
    setBusy('verify');
    try {
      const answer = await api.accounts.verifyEmail({ body: { email, otp } });
      setDone(true);
      alert.showSuccess(answer.message);
      if (flowStorage.isReset() && answer.resetToken) {
        flowStorage.keepResetToken(answer.resetToken);
        go('/forgotPassword', REDIRECT_AFTER_AUTH_MS);
      } else {
        flowStorage.finishVerification();
        go('/signIn', REDIRECT_AFTER_AUTH_MS);
      }
    } catch (error) {
      setInvalid(true);
      alert.showError(errorText(error));
      setDigits(empty());
      document.getElementById(otpId)?.focus();
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    if (!email) return;
    setBusy('resend');
    try {
      await api.accounts.resendOtp({ body: { email } });
      alert.showSuccess(TEXT.otpResent);
      countdown.restart();
    } catch (error) {
      alert.showError(error instanceof ApiError ? error.message : TEXT.otpResendError);
    } finally {
      setBusy(null);
    }
  };

  if (email === '') return <VerifyNoEmail />;

  const locked = !hydrated || email === null || done;
  return (
    <AuthLayout
      icon={<ShieldCheck />}
      title={TEXT.otpTitle}
      intro={email ? <span className="break-words">{TEXT.otpSentTo(email)}</span> : '\u00a0'}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
        <div>
          <p id={`${otpId}-label`} className="mb-2 text-sm font-semibold text-slate-800">
            {TEXT.auth.otpCode}
          </p>
          <OtpInput
            id={otpId}
            value={digits}
            readOnly={locked}
            invalid={invalid}
            describedBy={helpId}
            onChange={(next) => {
              setDigits(next);
              setInvalid(false);
            }}
          />
          <p id={helpId} className="mt-3 text-sm text-slate-600">
            {TEXT.auth.otpHelp}
          </p>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:min-w-40"
          disabled={locked}
          busy={busy === 'verify'}
        >
          {TEXT.auth.submit}
        </Button>
      </form>
      <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-slate-50 px-4 py-3">
        <p className="flex-1 text-sm text-slate-600">
          {countdown.left > 0 ? TEXT.auth.resendIn(countdown.left) : TEXT.auth.resendReady}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={locked || countdown.left > 0 || busy !== null}
          busy={busy === 'resend'}
          onClick={() => void resend()}
        >
          {TEXT.resendOtp}
        </Button>
      </div>
    </AuthLayout>
  );
}
