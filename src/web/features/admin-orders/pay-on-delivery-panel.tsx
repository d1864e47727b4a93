import { useId, useState, type FormEvent } from 'react';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import type { TOrderPayOnDelivery } from '#src/contracts/pay-on-delivery-schemas';
import { PAY_ON_DELIVERY_ADMIN_TEXT, PAY_ON_DELIVERY_TEXT } from '#src/shared/texts/pay-on-delivery';
import { Button } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { Field } from '#src/web/components/ui/field';
import { AdminPanel, When, adminApi, useAdminAction } from '#src/web/features/admin/index';
import { formatPrice } from '#src/web/lib/format';
import { Facts } from './order-sections';

const T = PAY_ON_DELIVERY_TEXT;

/**
 * A pay-on-delivery order's payment in the back office (issue 29 §1, docs/decisions/047): "Collect Rs X" while it
 * is due, and "Record payment" — cash or UPI, the amount (the amount to collect, filled in), the UPI reference — or
 * what was recorded once paid.
 */
export function PayOnDeliveryPanel({ order, payment }: { order: TAdminOrderDetail; payment: TOrderPayOnDelivery }) {
  const [open, setOpen] = useState(false);
  const canRecord = payment.status === 'due' && order.status !== 'cancelled';
  const titleId = useId();
  return (
    <AdminPanel className="p-5">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="mb-3 text-base font-bold text-slate-900">
          {T.methodLabel}
        </h2>
        <p
          data-collect={payment.collect}
          className={
            canRecord
              ? 'mb-3 rounded-xl bg-amber-50 px-3 py-2 text-lg font-bold text-amber-900'
              : 'mb-3 rounded-xl bg-slate-50 px-3 py-2 font-semibold text-slate-800'
          }
        >
          {payment.collected
            ? T.paidOnDelivery(payment.collected.amount, payment.collected.method)
            : canRecord
              ? T.collect(payment.collect)
              : T.nothingToCollect}
        </p>
        {payment.collected ? (
          <Facts
            rows={[
              [PAY_ON_DELIVERY_ADMIN_TEXT.collectedLabel, formatPrice(payment.collected.amount)],
              ...(payment.collected.reference
                ? [[PAY_ON_DELIVERY_ADMIN_TEXT.referenceLabel, payment.collected.reference] as [string, string]]
                : []),
              [PAY_ON_DELIVERY_ADMIN_TEXT.recordedAt, <When key="w" iso={payment.collected.at} />],
            ]}
          />
        ) : null}
        {canRecord ? (
          <Dialog open={open} onOpenChange={setOpen}>
            <Button onClick={() => setOpen(true)}>{PAY_ON_DELIVERY_ADMIN_TEXT.recordPayment}</Button>
            <DialogContent
              side="sheet"
              title={PAY_ON_DELIVERY_ADMIN_TEXT.recordTitle}
              description={T.collect(payment.collect)}
            >
              <RecordPaymentForm orderId={order.id} collect={payment.collect} onDone={() => setOpen(false)} />
            </DialogContent>
          </Dialog>
        ) : null}
      </section>
    </AdminPanel>
  );
}

function RecordPaymentForm({ orderId, collect, onDone }: { orderId: number; collect: number; onDone: () => void }) {
  const id = useId();
  const [method, setMethod] = useState<'cash' | 'upi'>('cash');
  const [amount, setAmount] = useState(String(collect));
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const run = useAdminAction(onDone);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    await run(
      () =>
        adminApi.adminPayOnDelivery.recordPayment({
          params: { id: orderId },
          body: {
            method,
            amount: Number(amount.trim()),
            ...(method === 'upi' && reference.trim() ? { reference: reference.trim() } : {}),
          },
        }),
      PAY_ON_DELIVERY_ADMIN_TEXT.recorded,
    );
    setBusy(false);
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 px-5 py-4">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{T.methodLegend}</legend>
        {(['cash', 'upi'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-[0.9375rem] text-slate-800">
            <input
              type="radio"
              name={`${id}-method`}
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
              className="size-5 accent-brand-600"
            />
            {value === 'cash' ? PAY_ON_DELIVERY_ADMIN_TEXT.methodCash : PAY_ON_DELIVERY_ADMIN_TEXT.methodUpi}
          </label>
        ))}
      </fieldset>
      <Field
        id={`${id}-amount`}
        label={PAY_ON_DELIVERY_ADMIN_TEXT.amountLabel}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      {method === 'upi' ? (
        <Field
          id={`${id}-reference`}
          label={PAY_ON_DELIVERY_ADMIN_TEXT.referenceLabel}
          autoComplete="off"
          maxLength={100}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="submit" busy={busy}>
          {PAY_ON_DELIVERY_ADMIN_TEXT.recordPayment}
        </Button>
      </div>
    </form>
  );
}
