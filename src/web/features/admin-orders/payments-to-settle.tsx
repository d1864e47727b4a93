import { useState } from 'react';
import type { TAdminPayment, TAdminPaymentsPage } from '#src/contracts/admin-payments';
import { PAYMENT_NOTE_MAX } from '#src/shared/constants';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Badge } from '#src/web/components/ui/badge';
import { Button } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { TextAreaField } from '#src/web/components/ui/field';
import { formatPrice } from '#src/web/lib/format';
import { AdminPage, FilteredTable, When, adminApi, useAdminAction, type Column } from '#src/web/features/admin/index';
import { TestBadge } from './parts';

const T = ADMIN_ORDERS_TEXT.payments;

/** A row's button names its payment for screen readers after its visible words ("Retry refund — payment #12"). */
const ForPayment = ({ id }: { id: number }) => <span className="sr-only">{T.forPayment(id)}</span>;

/** A refund the payment service refused: asked for again with the same key (never a second refund). */
function RetryRefund({ payment }: { payment: TAdminPayment }) {
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
function Resolve({ payment }: { payment: TAdminPayment }) {
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

const COLUMNS: Column<TAdminPayment>[] = [
  {
    key: 'payment',
    header: T.payment,
    className: 'whitespace-nowrap',
    cell: (payment) => (
      <span className="block">
        <span className="flex items-center gap-2 font-bold text-slate-900">
          {`#${payment.id}`}
          {payment.provider === 'test' ? <TestBadge /> : null}
        </span>
        <code className="block text-xs text-slate-600">{payment.providerPaymentId ?? payment.providerOrderId}</code>
      </span>
    ),
  },
  {
    key: 'customer',
    header: T.customer,
    cell: (payment) => payment.email ?? `#${payment.userId}`,
  },
  {
    key: 'amount',
    header: T.amount,
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (payment) => formatPrice(payment.amount),
  },
  {
    key: 'state',
    header: T.state,
    className: 'min-w-[16rem]',
    cell: (payment) => (
      <span className="block space-y-1" data-payment-status={payment.status}>
        <Badge tone={payment.status === 'refund_failed' ? 'danger-solid' : 'warning'}>
          {T.status[payment.status] ?? payment.status}
        </Badge>
        <span className="block text-xs text-slate-700">{T.hint[payment.status]}</span>
        {payment.problem ? <span className="block text-xs break-words text-red-800">{payment.problem}</span> : null}
      </span>
    ),
  },
  {
    key: 'since',
    header: T.since,
    className: 'whitespace-nowrap tabular-nums',
    cell: (payment) => <When iso={payment.updatedAt} />,
  },
  {
    key: 'action',
    header: T.action,
    className: 'whitespace-nowrap',
    cell: (payment) =>
      payment.action === 'retry-refund' ? <RetryRefund payment={payment} /> : <Resolve payment={payment} />,
  },
];

/**
 * The back office's payments to settle (issue 27, docs/decisions/039): payments that placed no order and whose money
 * the reconciler could not give back by itself, oldest first, each with its one action.
 */
export function PaymentsToSettle({ page }: { page: TAdminPaymentsPage }) {
  return (
    <AdminPage title={T.title} description={T.intro}>
      <FilteredTable
        summary={T.found(page.total)}
        page={page.page}
        totalPages={page.totalPages}
        hrefFor={(n) => `/admin/orders/payments?page=${n}`}
        caption={T.caption}
        columns={COLUMNS}
        rows={page.payments}
        rowKey={(payment) => payment.id}
        empty={T.empty}
      />
    </AdminPage>
  );
}
