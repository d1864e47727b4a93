import { useId, useState, type FormEvent } from 'react';
import type { TCartSummary } from '#src/contracts/coupons';
import { COUPON_TEXT } from '#src/shared/texts/coupons';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';

const C = COUPON_TEXT;

/**
 * The cart's code box (issue 29 §2, docs/decisions/048): apply a code or remove the one applied. The server judges
 * the code and answers the cart's figures; a refusal's reason shows under the box. The box sends only the code.
 */
export function CouponBox({
  coupon,
  onChanged,
}: {
  coupon: TCartSummary['coupon'];
  onChanged: (summary: TCartSummary) => void;
}) {
  const inputId = useId();
  const messageId = useId();
  const { showSuccess } = useAlert();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setError(C.codeRequired);
      return;
    }
    setBusy(true);
    try {
      const summary = await api.coupons.apply({ body: { code: code.trim() } });
      setError(null);
      setCode('');
      onChanged(summary);
      showSuccess(C.applied(summary.coupon?.code ?? code.trim().toUpperCase()));
    } catch (failure) {
      setError(errorText(failure));
    }
    setBusy(false);
  };

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      onChanged(await api.coupons.remove());
      showSuccess(C.removed);
    } catch (failure) {
      setError(errorText(failure));
    }
    setBusy(false);
  };

  if (coupon) {
    return (
      <div className="mt-4 rounded-xl bg-brand-50 px-3 py-2 text-sm ring-1 ring-brand-100" data-testid="coupon-applied">
        <div className="flex items-center justify-between gap-2">
          <span className="font-semibold text-brand-800">{coupon.code}</span>
          <Button type="button" variant="quiet" size="sm" onClick={() => void remove()} busy={busy}>
            {C.remove}
          </Button>
        </div>
        {coupon.message ? <p className="mt-1 font-medium text-red-700">{coupon.message}</p> : null}
      </div>
    );
  }
  return (
    <form className="mt-4" onSubmit={(event) => void apply(event)} noValidate>
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {C.codeLabel}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          name="coupon"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={C.codePlaceholder}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className="h-10 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 text-sm uppercase focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <Button type="submit" variant="secondary" size="sm" className="h-10" busy={busy}>
          {C.apply}
        </Button>
      </div>
      {error ? (
        <p id={messageId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
