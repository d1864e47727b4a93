import { useId, useState } from 'react';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { ORDER_NOTE_MAX, ORDER_TRANSITIONS, type OrderStatus } from '#src/shared/constants';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Button } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { StatusBadge, adminApi, statusLabel, useAdminAction } from '#src/web/features/admin/index';

const T = ADMIN_ORDERS_TEXT.detail;
import { Section } from './order-sections';

/** The status, the note, and a button for each move ORDER_TRANSITIONS allows; cancelling asks first. */
export function StatusPanel({ order }: { order: TAdminOrderDetail }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = useAdminAction(() => setNote(''));
  const moves = ORDER_TRANSITIONS[order.status as OrderStatus] ?? [];
  const forward = moves.filter((to) => to !== 'cancelled');
  const noteId = useId();

  const move = async (to: OrderStatus) => {
    setBusy(to);
    const done = await run(
      () => adminApi.adminOrders.setStatus({ params: { id: order.id }, body: { status: to, note: note.trim() } }),
      T.moved(order.id, statusLabel(to)),
    );
    setBusy(null);
    if (done) setConfirming(false);
  };

  return (
    <Section title={T.status}>
      <p className="mb-4 flex items-center gap-2 text-sm text-slate-700">
        <StatusBadge status={order.status} size="md" />
      </p>
      {moves.length === 0 ? (
        <p className="text-sm text-slate-600">{T.finished}</p>
      ) : (
        <>
          <label htmlFor={noteId} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {T.note}
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={ORDER_NOTE_MAX}
            rows={2}
            aria-describedby={`${noteId}-hint`}
            onChange={(event) => setNote(event.target.value)}
            className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-[0.9375rem] text-slate-900 shadow-xs outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
          />
          <p id={`${noteId}-hint`} className="mt-1 text-xs text-slate-600">
            {T.noteHint(ORDER_NOTE_MAX)}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            {forward.map((to) => (
              <Button key={to} busy={busy === to} onClick={() => void move(to)}>
                {ADMIN_ORDERS_TEXT.moveTo[to]}
              </Button>
            ))}
            {moves.includes('cancelled') ? (
              <Dialog open={confirming} onOpenChange={setConfirming}>
                <Button
                  variant="quiet"
                  className="text-red-700 ring-1 ring-red-200 ring-inset hover:bg-red-50 hover:text-red-800"
                  onClick={() => setConfirming(true)}
                >
                  {ADMIN_ORDERS_TEXT.moveTo['cancelled']}
                </Button>
                <DialogContent side="sheet" title={T.cancelTitle(order.id)} description={T.cancelBody}>
                  <div className="flex flex-wrap justify-end gap-2 px-5 py-4">
                    <Button variant="quiet" onClick={() => setConfirming(false)}>
                      {T.cancelKeep}
                    </Button>
                    <Button
                      busy={busy === 'cancelled'}
                      className="bg-red-700 hover:bg-red-800 active:bg-red-900"
                      onClick={() => void move('cancelled')}
                    >
                      {T.cancelConfirm}
                    </Button>
                  </div>
                </DialogContent>
              </Dialog>
            ) : null}
          </div>
        </>
      )}
    </Section>
  );
}
