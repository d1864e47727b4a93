import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { CreditCard, Lock } from '#src/web/components/ui/icons';
import { useState, type FormEvent } from 'react';
import type { TPaymentOrder, TPaymentProof } from '#src/contracts/payments';
import { fromPaise } from '#src/shared/pricing/price-cart';
import { testCardProblem } from '#src/shared/test-cards';
import { Button } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { formatPrice } from '#src/web/lib/format';
import { errorText } from '#src/web/lib/errors';
import { Field } from '#src/web/components/ui/field';
import { useShop } from '#src/web/lib/shop';
import { fieldOf, groupCardNumber, groupExpiry, type CardField } from './card-input';

const T = SHOP_PAGES_TEXT;

export { groupCardNumber } from './card-input';

type Props = {
  /** The server's payment order; the dialog is open while it is set. */
  payment: TPaymentOrder | null;
  onPaid: (proof: TPaymentProof) => Promise<void>;
  onCancel: () => void;
};

/**
 * The built-in test provider's card dialog (decisions §4, demo mode: decision 012), standing in for Razorpay's:
 * number, expiry, CVC, Pay and Cancel. Only the test cards it prints are accepted, checked here before anything is
 * sent (and again by the server). A declined card keeps the dialog open with the message, so another card can be tried.
 */
export function CardDialog({ payment, onPaid, onCancel }: Props) {
  const { showError } = useAlert();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<{ field: CardField; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = payment ? formatPrice(fromPaise(payment.amount)) : '';
  const shop = useShop();

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!payment || busy) return;
    const problem = testCardProblem({ cardNumber, expiry, cvc }, new Date());
    if (problem) {
      const field = fieldOf(problem);
      setError({ field, message: problem });
      document.getElementById(`card-${field}`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const proof = await api.payments.testPay({ body: { orderId: payment.orderId, cardNumber, expiry, cvc } });
      await onPaid(proof);
    } catch (failure) {
      const message = errorText(failure);
      setError({ field: fieldOf(message), message });
      showError(message);
    } finally {
      setBusy(false);
    }
  };

  const close = (open: boolean) => {
    if (open || busy) return;
    setError(null);
    setCardNumber('');
    setExpiry('');
    setCvc('');
    onCancel();
  };

  return (
    <Dialog open={payment !== null} onOpenChange={close}>
      <DialogContent
        title={T.cardDialogTitle}
        description={T.cardDialogDescription(amount, shop.name)}
        className="max-w-md"
      >
        <form onSubmit={(event) => void pay(event)} noValidate className="space-y-4 p-5">
          <p className="flex items-start gap-2 rounded-xl bg-deal-50 px-3.5 py-3 text-sm text-deal-700 ring-1 ring-deal-100">
            <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{T.testCardsHint}</span>
          </p>
          <Field
            id="card-number"
            label={T.cardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={cardNumber}
            onChange={(event) => setCardNumber(groupCardNumber(event.target.value))}
            error={error?.field === 'number' ? error.message : null}
          />
          <div className="grid grid-cols-2 gap-3">
            <Field
              id="card-expiry"
              label={T.expiry}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={expiry}
              onChange={(event) => setExpiry(groupExpiry(event.target.value))}
              error={error?.field === 'expiry' ? error.message : null}
            />
            <Field
              id="card-cvc"
              label={T.cvc}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              value={cvc}
              onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
              error={error?.field === 'cvc' ? error.message : null}
            />
          </div>
          {error ? (
            <p role="alert" className="sr-only">
              {error.message}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button variant="quiet" onClick={() => close(false)} disabled={busy}>
              {T.cancel}
            </Button>
            <Button type="submit" busy={busy} busyText={T.paying}>
              <Lock className="size-4" aria-hidden="true" />
              {T.pay(amount)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
