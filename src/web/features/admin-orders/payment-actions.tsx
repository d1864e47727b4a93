import { useState } from 'react';
import type { TAdminPayment } from '#src/contracts/admin-payments';
import { PAYMENT_NOTE_MAX } from '#src/shared/constants';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Button } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { TextAreaField } from '#src/web/components/ui/field';
import { formatPrice } from '#src/web/lib/format';
import { adminApi, useAdminAction } from '#src/web/features/admin/index';

const T = ADMIN_ORDERS_TEXT.payments;

/** A row's button names its payment for screen readers after its visible words ("Retry refund — payment #12"). */
const ForPayment = ({ id }: { id: number }) => <span className="sr-only">{T.forPayment(id)}</span>;

/** A refund the payment service refused: asked for again with the same key (never a second refund). */
export function RetryRefund({ payment }: { payment: TAdminPayment }) {
  const [busy, setBusy] = useState(false);
  const run = useAdminAction();
  const retry = async () => {
    setBusy(true);
    await run(
      () => adminApi.adminPayments.retryRefund({ params: { id: payment.id } }),
      T.retried(formatPrice(payment.amount)),
    );
    setBusy(false);
  };
  return (
    <Button size="sm" busy={busy} onClick={() => void retry()}>
      {T.retry}
      <ForPayment id={payment.id} />
    </Button>
  );
}

/** A payment under review: marked resolved once a person settled it at the provider, saying what they did. */
export function Resolve({ payment }: { payment: TAdminPayment }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const run = useAdminAction(() => setNote(''));
  const confirm = async () => {
    setBusy(true);
    const done = await run(
      () => adminApi.adminPayments.resolve({ params: { id: payment.id }, body: { note } }),
      T.resolved(payment.id),
    );
    setBusy(false);
    if (done) setOpen(false);
  };
  const noteId = `payment-${payment.id}-note`;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {T.resolve}
        <ForPayment id={payment.id} />
      </Button>
      <DialogContent
        side="sheet"
        title={T.resolveTitle(payment.id)}
        description={T.resolveBody(formatPrice(payment.amount))}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <div className="px-5 py-4">
            <TextAreaField
              id={noteId}
              label={T.note}
              hint={T.noteHint}
              required
              maxLength={PAYMENT_NOTE_MAX}
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-5 py-4">
            <Button type="button" variant="quiet" onClick={() => setOpen(false)}>
              {T.keep}
            </Button>
            <Button type="submit" busy={busy} disabled={note.trim() === ''}>
              {T.resolveConfirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
