import { useState } from 'react';
import type { TAdminOrderDetail, TAdminOrderLine, TSubstituteCandidate } from '#src/contracts/admin-orders';
import { PAY_ON_DELIVERY_ADMIN_TEXT } from '#src/shared/texts/pay-on-delivery';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Button } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { formatPrice } from '#src/web/lib/format';
import { adminApi, useAdminAction } from '#src/web/features/admin/index';
import { substitutionRefund } from '#src/shared/pricing/refunds';
import { ForItem, itemName } from './line-names';
import { CandidateList } from './substitute-candidates';

const T = ADMIN_ORDERS_TEXT.lines;

/** Substitute a line: a dialog listing the candidates (same product's packs first), the refund it means, confirm. */
export function SubstituteAction({ order, line }: { order: TAdminOrderDetail; line: TAdminOrderLine }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<TSubstituteCandidate | null>(null);
  const run = useAdminAction();
  const name = itemName(line.productTitle, line.variantLabel);
  const refund = chosen ? substitutionRefund(line, chosen.price) : 0;
  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    const done = await run(
      () =>
        adminApi.adminOrders.substituteLine({
          params: { id: order.id, lineId: line.id },
          body: { variantId: chosen.variantId },
        }),
      T.substitutedDone(itemName(chosen.title, chosen.label)),
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
        if (!next) setChosen(null);
      }}
    >
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {T.substitute}
        <ForItem name={name} />
      </Button>
      <DialogContent
        side="sheet"
        title={T.substituteTitle(name)}
        description={T.substituteBody(line.quantity, formatPrice(line.price))}
      >
        <div className="px-5 py-4">
          {open ? <CandidateList order={order} line={line} chosen={chosen} onChoose={setChosen} /> : null}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 px-5 py-4">
          {chosen ? (
            <p className="mr-auto text-sm font-semibold text-slate-800" role="status">
              {refund > 0
                ? order.payOnDelivery?.status === 'due'
                  ? PAY_ON_DELIVERY_ADMIN_TEXT.substituteNote(formatPrice(refund))
                  : T.refundNote(formatPrice(refund))
                : T.noRefundNote}
            </p>
          ) : null}
          <Button variant="quiet" onClick={() => setOpen(false)}>
            {T.keep}
          </Button>
          <Button busy={busy} disabled={!chosen} onClick={() => void confirm()}>
            {T.substituteConfirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
