import { useId, useState, type ReactNode } from 'react';
import type { TAdminOrderDetail, TAdminOrderLine } from '#src/contracts/admin-orders';
import { canChangeOrderLines } from '#src/shared/constants';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Badge } from '#src/web/components/ui/badge';
import { Button } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { Field, TextAreaField } from '#src/web/components/ui/field';
import { formatPrice } from '#src/web/lib/format';
import { adminApi, useAdminAction, useMay } from '#src/web/features/admin/index';
import { ForItem, itemName } from './line-names';
import { Section } from './order-sections';
import { RowRefund } from './row-refund';

// Adjusting an order after it was placed (issue 31 §5, docs/decisions/055): reduce a line before delivery, a
// goodwill refund, a return after delivery. Only for a role with `refunds`; the server's figures and refusals only.

const T = ADMIN_ORDERS_TEXT.adjust;

/** A whole number typed in a box, or null. */
const wholeOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/** The dialog's form: a sheet with its fields, Cancel and the confirm button; stays open on a refusal. */
function AdjustDialog({
  opener,
  title,
  description,
  confirm,
  busy,
  open,
  onOpenChange,
  onSubmit,
  children,
}: {
  opener: ReactNode;
  title: string;
  description: string;
  confirm: string;
  busy: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {opener}
      <DialogContent side="sheet" title={title} description={description}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <div className="space-y-4 px-5 pt-4">{children}</div>
          <div className="flex flex-wrap justify-end gap-2 px-5 py-4">
            <Button type="button" variant="quiet" onClick={() => onOpenChange(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" busy={busy}>
              {confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The reason box every adjustment asks for (the audit log's words). */
function ReasonField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <TextAreaField
      id={id}
      label={T.reason}
      hint={T.reasonHint}
      error={error}
      value={value}
      required
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The dialog state every adjustment shares: open, busy, the reason and the fields' errors. */
function useAdjustForm<E extends string>() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<E | 'reason', string>>>({});
  const run = useAdminAction();
  const send = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    const done = await run(work, success);
    setBusy(false);
    if (done) setOpen(false);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      setErrors({});
    }
  };
  return { open, setOpen, busy, reason, setReason, errors, setErrors, send, onOpenChange };
}

/** "Reduce…" on a line of a confirmed or packed order: fewer units were found (1 … units left), and why. */
export function ReduceAction({ order, line }: { order: TAdminOrderDetail; line: TAdminOrderLine }) {
  const form = useAdjustForm<'quantity'>();
  const [units, setUnits] = useState('1');
  const unitsId = useId();
  const name = itemName(line.productTitle, line.variantLabel);
  const submit = () => {
    const quantity = wholeOf(units);
    const errors = {
      ...(quantity === null || quantity < 1 || quantity > line.unitsLeft
        ? { quantity: T.unitsRange(line.unitsLeft) }
        : {}),
      ...(form.reason.trim() ? {} : { reason: T.reasonMissing }),
    };
    form.setErrors(errors);
    if (Object.keys(errors).length > 0 || quantity === null) return;
    void form.send(
      () =>
        adminApi.adminOrderAdjustments.reduce({
          params: { id: order.id },
          body: { lineId: line.id, quantity, reason: form.reason.trim() },
        }),
      T.reduced(name, quantity),
    );
  };
  return (
    <AdjustDialog
      opener={
        <Button size="sm" variant="secondary" onClick={() => form.setOpen(true)}>
          {T.reduce}
          <ForItem name={name} />
        </Button>
      }
      title={T.reduceTitle(name)}
      description={T.reduceBody(line.unitsLeft)}
      confirm={T.reduceConfirm}
      busy={form.busy}
      open={form.open}
      onOpenChange={(next) => {
        form.onOpenChange(next);
        if (!next) setUnits('1');
      }}
      onSubmit={submit}
    >
      <Field
        id={unitsId}
        label={T.reduceUnits}
        type="number"
        inputMode="numeric"
        min={1}
        max={line.unitsLeft}
        value={units}
        error={form.errors.quantity}
        onChange={(event) => setUnits(event.target.value)}
      />
      <ReasonField value={form.reason} error={form.errors.reason ?? null} onChange={form.setReason} />
    </AdjustDialog>
  );
}

/** "Goodwill refund…": an amount in rupees up to what is left (the order's net figure), and why. */
function GoodwillAction({ order }: { order: TAdminOrderDetail }) {
  const form = useAdjustForm<'amount'>();
  const [amountText, setAmountText] = useState('');
  const amountId = useId();
  const left = order.figures.net;
  const submit = () => {
    const amount = wholeOf(amountText);
    const errors = {
      ...(amount === null || amount < 1 || amount > left ? { amount: T.amountRange(formatPrice(left)) } : {}),
      ...(form.reason.trim() ? {} : { reason: T.reasonMissing }),
    };
    form.setErrors(errors);
    if (Object.keys(errors).length > 0 || amount === null) return;
    void form.send(
      () =>
        adminApi.adminOrderAdjustments.goodwill({
          params: { id: order.id },
          body: { amount, reason: form.reason.trim() },
        }),
      T.goodwillDone(formatPrice(amount)),
    );
  };
  return (
    <AdjustDialog
      opener={
        <Button size="sm" variant="secondary" onClick={() => form.setOpen(true)}>
          {T.goodwill}
        </Button>
      }
      title={T.goodwillTitle}
      description={T.goodwillBody(formatPrice(left))}
      confirm={T.goodwillConfirm}
      busy={form.busy}
      open={form.open}
      onOpenChange={(next) => {
        form.onOpenChange(next);
        if (!next) setAmountText('');
      }}
      onSubmit={submit}
    >
      <Field
        id={amountId}
        label={T.goodwillAmount}
        type="number"
        inputMode="numeric"
        min={1}
        max={left}
        value={amountText}
        error={form.errors.amount}
        onChange={(event) => setAmountText(event.target.value)}
      />
      <ReasonField value={form.reason} error={form.errors.reason ?? null} onChange={form.setReason} />
    </AdjustDialog>
  );
}

/** "Return…" on a delivered order: per line the units that came back (0 … left), restock or not, and why. */
function ReturnAction({ order }: { order: TAdminOrderDetail }) {
  const form = useAdjustForm<`line-${number}` | 'lines'>();
  const [units, setUnits] = useState<Record<number, string>>({});
  const [restock, setRestock] = useState(false);
  const baseId = useId();
  const lines = order.products.filter((line) => line.unitsLeft > 0);
  const submit = () => {
    const errors: Record<string, string> = {};
    const chosen: { lineId: number; quantity: number }[] = [];
    for (const line of lines) {
      const quantity = wholeOf(units[line.id] ?? '0');
      if (quantity === null || quantity > line.unitsLeft)
        errors[`line-${line.id}`] = T.returnUnitsRange(line.unitsLeft);
      else if (quantity > 0) chosen.push({ lineId: line.id, quantity });
    }
    if (Object.keys(errors).length === 0 && chosen.length === 0) errors.lines = T.returnNothing;
    if (!form.reason.trim()) errors.reason = T.reasonMissing;
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    void form.send(
      () =>
        adminApi.adminOrderAdjustments.returnLines({
          params: { id: order.id },
          body: { lines: chosen, restock, reason: form.reason.trim() },
        }),
      T.returned(chosen.reduce((sum, line) => sum + line.quantity, 0)),
    );
  };
  return (
    <AdjustDialog
      opener={
        <Button size="sm" variant="secondary" onClick={() => form.setOpen(true)}>
          {T.returnLines}
        </Button>
      }
      title={T.returnTitle}
      description={T.returnBody}
      confirm={T.returnConfirm}
      busy={form.busy}
      open={form.open}
      onOpenChange={(next) => {
        form.onOpenChange(next);
        if (!next) {
          setUnits({});
          setRestock(false);
        }
      }}
      onSubmit={submit}
    >
      {lines.map((line) => (
        <Field
          key={line.id}
          id={`${baseId}-line-${line.id}`}
          label={T.returnUnits(itemName(line.productTitle, line.variantLabel), line.unitsLeft)}
          type="number"
          inputMode="numeric"
          min={0}
          max={line.unitsLeft}
          value={units[line.id] ?? '0'}
          error={form.errors[`line-${line.id}`]}
          onChange={(event) => setUnits((now) => ({ ...now, [line.id]: event.target.value }))}
        />
      ))}
      {form.errors.lines ? (
        <p className="text-sm font-medium text-red-700" role="alert">
          {form.errors.lines}
        </p>
      ) : null}
      <label htmlFor={`${baseId}-restock`} className="flex items-start gap-2 text-[0.9375rem] text-slate-800">
        <input
          id={`${baseId}-restock`}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          checked={restock}
          onChange={(event) => setRestock(event.target.checked)}
        />
        {T.restock}
      </label>
      <ReasonField value={form.reason} error={form.errors.reason ?? null} onChange={form.setReason} />
    </AdjustDialog>
  );
}

/** Whether a line offers "Reduce…": a role with `refunds`, a confirmed or packed order, units left on the line. */
export function useMayReduce(order: TAdminOrderDetail, line: TAdminOrderLine) {
  const may = useMay('refunds');
  return may && canChangeOrderLines(order.status) && line.change === null && line.unitsLeft > 0;
}

/** The adjustments made so far, oldest first: what, why, and each one's refund with its retry (decision 055). */
function AdjustmentList({ order }: { order: TAdminOrderDetail }) {
  const offCollect = order.payOnDelivery !== undefined;
  return (
    <ul aria-label={T.listLabel} className="mb-4 space-y-3">
      {order.adjustments.map((adjustment) => {
        const what =
          adjustment.kind === 'goodwill'
            ? T.goodwillWhat
            : T.what(itemName(adjustment.title, adjustment.label), adjustment.quantity);
        return (
          <li key={adjustment.id} className="space-y-1.5 border-b border-slate-100 pb-3 last:border-0 last:pb-0">
            <p className="flex flex-wrap items-center gap-1.5 text-sm">
              <Badge tone="violet">{T.kinds[adjustment.kind] ?? adjustment.kind}</Badge>
              <span className="text-slate-900">{what}</span>
            </p>
            {adjustment.reason ? (
              <p className="text-xs whitespace-pre-wrap text-slate-700">{adjustment.reason}</p>
            ) : null}
            <RowRefund
              refund={adjustment.refund}
              offCollect={offCollect && adjustment.refund.status === 'none' && adjustment.refund.amount > 0}
              name={`${T.kinds[adjustment.kind] ?? adjustment.kind}: ${what}`}
              by={null}
              retry={() =>
                adminApi.adminOrderAdjustments.refund({ params: { id: order.id, adjustmentId: adjustment.id } })
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The order's adjustments beside its money: those made so far with their refunds (anyone on the order screen; the
 * retry only for `refunds`), then goodwill (any status but cancelled) and return (once delivered) for `refunds`.
 */
export function AdjustPanel({ order }: { order: TAdminOrderDetail }) {
  const may = useMay('refunds');
  const goodwill = may && order.status !== 'cancelled' && order.figures.net > 0;
  const returns = may && order.status === 'delivered' && order.products.some((line) => line.unitsLeft > 0);
  if (order.adjustments.length === 0 && !goodwill && !returns) return null;
  return (
    <Section title={T.heading}>
      {order.adjustments.length > 0 ? <AdjustmentList order={order} /> : null}
      {goodwill || returns ? (
        <div className="flex flex-wrap gap-2">
          {goodwill ? <GoodwillAction order={order} /> : null}
          {returns ? <ReturnAction order={order} /> : null}
        </div>
      ) : null}
    </Section>
  );
}
