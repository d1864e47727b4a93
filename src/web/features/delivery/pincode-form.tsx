import { CircleAlert, Truck } from '#src/web/components/ui/icons';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '#src/contracts/client';
import type { TDeliveryCheck } from '#src/contracts/delivery';
import { PINCODE_PATTERN } from '#src/shared/constants';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import { DELIVERY_PAGE_TEXT } from '#src/shared/texts/delivery-pages';
import { Button } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { rememberPincode } from '#src/web/lib/pincode';
import { PincodeAnswer } from './pincode-answer';

const T = DELIVERY_PAGE_TEXT.check;

export { checkTerms } from './pincode-answer';

type Props = {
  /** The pincode to start with (the remembered one). */
  initial?: string | null;
  /** Checks `initial` at once (the header's panel shows the remembered pincode's answer when opened). */
  checkInitial?: boolean;
  /** The title's element: a heading inside a page, a plain line inside a labelled dialog. */
  titleAs?: 'h2' | 'h3' | 'p';
  autoFocus?: boolean;
  /** Every answer, once the pincode is remembered (the cart recomputes its delivery rows). */
  onChecked?: (check: TDeliveryCheck) => void;
  className?: string;
};

/**
 * "Do we deliver to you?": a labelled 6-digit box and Check. The answer (the server's sentence, then the fee, the
 * free-delivery threshold and the minimum) is read out from a polite live region; a malformed pincode is refused
 * here with the server's own words, under the box. A checked pincode is remembered (lib/pincode.ts).
 */
export function PincodeForm({ initial, checkInitial = false, titleAs = 'h3', autoFocus, onChecked, className }: Props) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<TDeliveryCheck | null>(null);
  const onCheckedRef = useRef(onChecked);
  onCheckedRef.current = onChecked;

  const check = async (pincode: string) => {
    if (!PINCODE_PATTERN.test(pincode)) {
      setAnswer(null);
      setError(DELIVERY_TEXT.badPincode);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await api.delivery.check({ query: { pincode } });
      setAnswer(result);
      rememberPincode(result.pincode);
      onCheckedRef.current?.(result);
    } catch (failure) {
      setAnswer(null);
      setError(failure instanceof ApiError && failure.status === 400 ? failure.message : errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const initialRef = useRef(checkInitial ? initial : null);
  useEffect(() => {
    const first = initialRef.current;
    initialRef.current = null;
    if (first) void check(first);
    // Once, on mount: later checks are the shopper's.
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void check(value.trim());
  };

  const Title = titleAs;
  const inputId = `${id}-pincode`;
  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className={className}>
      <Title id={`${id}-title`} className="flex items-center gap-2 text-base font-bold text-slate-900">
        <Truck className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
        {T.title}
      </Title>
      <label htmlFor={inputId} className="mt-3 mb-1.5 block text-sm font-semibold text-slate-800">
        {T.label}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={T.placeholder}
          // The header's panel opens on the shopper's click: the box is where they type next.
          autoFocus={autoFocus}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value.replace(/\D/g, '').slice(0, 6));
            if (error) setError(null);
          }}
          className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3.5 text-[0.9375rem] tracking-wider text-slate-900 tabular-nums outline-none placeholder:tracking-normal placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 aria-[invalid=true]:border-red-600"
        />
        <Button type="submit" variant="secondary" busy={busy} busyText={T.checking} className="h-11">
          {T.submit}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
      <div role="status" aria-live="polite" className={cn(answer && 'mt-3')}>
        {answer ? <PincodeAnswer answer={answer} /> : null}
      </div>
    </form>
  );
}
