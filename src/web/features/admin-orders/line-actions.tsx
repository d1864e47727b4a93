import { useId, useState } from 'react';
import type { TAdminOrderDetail, TAdminOrderLine } from '#src/contracts/admin-orders';
import { canChangeOrderLines } from '#src/shared/constants';
import { PAY_ON_DELIVERY_ADMIN_TEXT } from '#src/shared/texts/pay-on-delivery';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Badge } from '#src/web/components/ui/badge';
import { Button } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { formatPrice } from '#src/web/lib/format';
import { adminApi, useAdminAction, useMay } from '#src/web/features/admin/index';

import { PACKER_SETUP_TEXT } from '#src/shared/texts/packer-setup';
import { ForItem, itemName } from './line-names';
import { SubstituteAction } from './substitute-action';
import { RowRefund } from './row-refund';
import { ReduceAction, useMayReduce } from './adjust-actions';

const T = ADMIN_ORDERS_TEXT.lines;
const P = PACKER_SETUP_TEXT.lines;

/** The shopper's substitution preference (docs/decisions/032): "No substitutes" stands out. */
export function LinePreference({ line }: { line: TAdminOrderLine }) {
  return line.substitute ? (
    <span className="text-slate-600">{T.allowed}</span>
  ) : (
    <Badge tone="danger" data-no-substitutes>
      {T.noSubstitutes}
    </Badge>
  );
}

/** A changed line: what happened, the substitute, the refund's state (with a retry when it failed or stalled). */
function ChangedLine({ order, line }: { order: TAdminOrderDetail; line: TAdminOrderLine }) {
  const change = line.change!;
  // A pay-on-delivery order not paid yet refunds nothing: the change comes off the amount to collect (decision 047).
  const offCollect = order.payOnDelivery !== undefined && change.refund.status === 'none' && change.refund.amount > 0;
  return (
    <div className="space-y-1.5" data-line-change={change.kind}>
      <p className="flex flex-wrap items-center gap-1.5">
        <Badge tone={change.kind === 'unavailable' ? 'danger' : 'violet'}>
          {change.kind === 'unavailable' ? T.unavailable : T.substituted}
        </Badge>
        {change.substitute ? (
          <span className="text-slate-800">
            {T.substitutedWith(
              itemName(change.substitute.title, change.substitute.label),
              formatPrice(change.substitute.price),
            )}
          </span>
        ) : null}
      </p>
      <RowRefund
        refund={change.refund}
        offCollect={offCollect}
        name={itemName(line.productTitle, line.variantLabel)}
        by={change.actorEmail ? <span className="text-slate-600">{T.by(change.actorEmail)}</span> : null}
        retry={() => adminApi.adminOrders.lineRefund({ params: { id: order.id, lineId: line.id } })}
      />
      {change.note ? <p className="text-xs whitespace-pre-wrap text-slate-700">{change.note}</p> : null}
    </div>
  );
}

/**
 * Mark a line unavailable, after a confirm dialog that says what the shopper gets back; a box in it also sets the
 * pack's stock to 0 in the same request (issue 31 §3), when the line has a pack.
 */
function UnavailableAction({ order, line }: { order: TAdminOrderDetail; line: TAdminOrderLine }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outOfStock, setOutOfStock] = useState(false);
  const run = useAdminAction();
  const name = itemName(line.productTitle, line.variantLabel);
  const boxId = useId();
  // Emptying the pack's shelf is a stock change: only a role with `stock` is offered it (decision 060).
  const mayClearStock = useMay('stock');
  const confirm = async () => {
    setBusy(true);
    const done = await run(
      () => adminApi.adminOrders.lineUnavailable({ params: { id: order.id, lineId: line.id }, body: { outOfStock } }),
      outOfStock ? P.stockCleared(name) : T.markedUnavailable(name),
    );
    setBusy(false);
    if (done) setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) setOutOfStock(false);
      }}
    >
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {T.markUnavailable}
        <ForItem name={name} />
      </Button>
      <DialogContent
        side="sheet"
        title={T.unavailableTitle(name)}
        description={
          order.payOnDelivery?.status === 'due'
            ? PAY_ON_DELIVERY_ADMIN_TEXT.unavailableBody(formatPrice(line.unavailableRefund))
            : T.unavailableBody(formatPrice(line.unavailableRefund))
        }
      >
        {line.variantId !== null && mayClearStock ? (
          <div className="px-5 pt-4">
            <label htmlFor={boxId} className="flex items-start gap-2 text-[0.9375rem] text-slate-800">
              <input
                id={boxId}
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
                checked={outOfStock}
                aria-describedby={`${boxId}-hint`}
                onChange={(event) => setOutOfStock(event.target.checked)}
              />
              {P.outOfStock}
            </label>
            <p id={`${boxId}-hint`} className="mt-1 pl-7 text-xs text-slate-600">
              {P.outOfStockHint}
            </p>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2 px-5 py-4">
          <Button variant="quiet" onClick={() => setOpen(false)}>
            {T.keep}
          </Button>
          <Button busy={busy} className="bg-red-700 hover:bg-red-800 active:bg-red-900" onClick={() => void confirm()}>
            {T.unavailableConfirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The picking column of a line (docs/decisions/032): its change when it has one; else, while the order is confirmed
 * or packed, "Unavailable", "Reduce…" (a role with `refunds`, units left; decision 055) and (unless the shopper chose
 * no substitutes) "Substitute…".
 */
export function LineActions({ order, line }: { order: TAdminOrderDetail; line: TAdminOrderLine }) {
  const mayReduce = useMayReduce(order, line);
  if (line.change) return <ChangedLine order={order} line={line} />;
  if (!canChangeOrderLines(order.status)) return <span className="text-slate-500">—</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <UnavailableAction order={order} line={line} />
      {mayReduce ? <ReduceAction order={order} line={line} /> : null}
      {line.substitute ? (
        <SubstituteAction order={order} line={line} />
      ) : (
        <span className="self-center text-xs text-slate-600">{T.onlyUnavailable}</span>
      )}
    </div>
  );
}
