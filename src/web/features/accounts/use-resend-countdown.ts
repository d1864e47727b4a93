import { useEffect, useState } from 'react';
import { OTP_RESEND_AFTER_MS } from '#src/shared/constants';

/** Seconds left before 'Resend OTP' turns on; counts down from OTP_RESEND_AFTER_MS after each (re)send. */
export function useResendCountdown() {
  const [sentAt, setSentAt] = useState(0);
  const [left, setLeft] = useState(Math.ceil(OTP_RESEND_AFTER_MS / 1000));
  useEffect(() => {
    setLeft(Math.ceil(OTP_RESEND_AFTER_MS / 1000));
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.ceil((OTP_RESEND_AFTER_MS - (Date.now() - started)) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  return { left, restart: () => setSentAt((n) => n + 1) };
}
