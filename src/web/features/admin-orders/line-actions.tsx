import { useEffect, useId, useState } from 'react';
import type {
  TAdminOrderDetail,
  TAdminOrderLine,
  TSubstituteCandidate,
  TSubstituteCandidates,
} from '#src/contracts/admin-orders';
import { canChangeOrderLines } from '#src/shared/constants';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Badge, type BadgeTone } from '#src/web/components/ui/badge';
import { Button } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { Spinner } from '#src/web/components/ui/spinner';
import { errorText } from '#src/web/lib/errors';
import { formatPrice } from '#src/web/lib/format';
import { adminApi, useAdminAction } from '#src/web/features/admin/index';
import { substitutionRefund } from '#src/shared/pricing/refunds';

const T = ADMIN_ORDERS_TEXT.lines;

/** "Toor Dal (1 kg)": a line's or a substitute's name as the actions and dialogs say it. */
const itemName = (title: string, label: string) => (label ? `${title} (${label})` : title);

/** A line's button names its item for screen readers after its visible words ("Unavailable: Toor Dal (1 kg)"). */
const ForItem = ({ name }: { name: string }) => <span className="sr-only">{T.forItem(name)}</span>;

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

const REFUND_TONES: Record<string, BadgeTone> = {
  refunded: 'brand',
  pending: 'warning',
  failed: 'danger-solid',
  none: 'neutral',
};

/** A changed line: what happened, the substitute, the refund's state (with a retry when it failed or stalled). */
function ChangedLine({ order, line }: { order: TAdminOrderDetail; line: TAdminOrderLine }) {
  const change = line.change!;
  const [busy, setBusy] = useState(false);
  const run = useAdminAction();
  const name = itemName(line.productTitle, line.variantLabel);
  const retry = async () => {
    setBusy(true);
    await run(
      () => adminApi.adminOrders.lineRefund({ params: { id: order.id, lineId: line.id } }),
      T.retried(formatPrice(change.refund.amount)),
    );
    setBusy(false);
  };
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
      <p className="flex flex-wrap items-center gap-1.5 text-xs">
        <Badge tone={REFUND_TONES[change.refund.status] ?? 'neutral'} data-line-refund={change.refund.status}>
          {T.refundStatus[change.refund.status] ?? change.refund.status}
        </Badge>
        {change.refund.amount > 0 ? (
          <span className="font-semibold text-slate-900 tabular-nums">{formatPrice(change.refund.amount)}</span>
        ) : null}
        {change.actorEmail ? <span className="text-slate-600">{T.by(change.actorEmail)}</span> : null}
      </p>
      {change.refund.error ? <p className="text-xs break-words text-red-800">{change.refund.error}</p> : null}
      {change.note ? <p className="text-xs whitespace-pre-wrap text-slate-700">{change.note}</p> : null}
      {change.refund.canRetry ? (
        <Button size="sm" busy={busy} onClick={() => void retry()}>
          {T.retry}
          <ForItem name={name} />
        </Button>
      ) : null}
    </div>
  );
}

/** Mark a line unavailable, after a confirm dialog that says what the shopper gets back. */
function UnavailableAction({ order, line }: { order: TAdminOrderDetail; line: TAdminOrderLine }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = useAdminAction();
  const name = itemName(line.productTitle, line.variantLabel);
  const confirm = async () => {
    setBusy(true);
    const done = await run(
      () => adminApi.adminOrders.lineUnavailable({ params: { id: order.id, lineId: line.id }, body: {} }),
      T.markedUnavailable(name),
    );
    setBusy(false);
    if (done) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {T.markUnavailable}
        <ForItem name={name} />
      </Button>
      <DialogContent
        side="sheet"
        title={T.unavailableTitle(name)}
        description={T.unavailableBody(formatPrice(line.subTotal))}
      >
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

/** The candidates, loaded when the dialog opens; one is chosen with a radio button. */
function CandidateList({
  order,
  line,
  chosen,
  onChoose,
}: {
  order: TAdminOrderDetail;
  line: TAdminOrderLine;
  chosen: TSubstituteCandidate | null;
  onChoose: (candidate: TSubstituteCandidate) => void;
}) {
  const [answer, setAnswer] = useState<TSubstituteCandidates | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const name = useId();
  useEffect(() => {
    let live = true;
    adminApi.adminOrders
      .substitutes({ params: { id: order.id, lineId: line.id } })
      .then((loaded) => live && setAnswer(loaded))
      .catch((error: unknown) => live && setFailed(errorText(error)));
    return () => {
      live = false;
    };
  }, [order.id, line.id]);

  if (failed) return <p className="text-sm font-medium text-red-800">{failed}</p>;
  if (!answer)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {T.loading}
      </p>
    );
  if (answer.candidates.length === 0) return <p className="text-sm text-slate-700">{T.none}</p>;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{T.choose}</legend>
      <ul className="space-y-2">
        {answer.candidates.map((candidate) => {
          const id = `${name}-${candidate.variantId}`;
          return (
            <li key={candidate.variantId}>
              <label
                htmlFor={id}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  id={id}
                  type="radio"
                  name={name}
                  className="mt-1 size-4 accent-brand-600"
                  checked={chosen?.variantId === candidate.variantId}
                  onChange={() => onChoose(candidate)}
                />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block font-semibold text-slate-900">
                    {itemName(candidate.title, candidate.label)}
                  </span>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
                    <span className="tabular-nums">{formatPrice(candidate.price)}</span>
                    <span>{T.inStock(candidate.countInStock)}</span>
                    {candidate.sameProduct ? <Badge tone="info">{T.sameProduct}</Badge> : null}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Substitute a line: a dialog listing the candidates (same product's packs first), the refund it means, confirm. */
function SubstituteAction({ order, line }: { order: TAdminOrderDetail; line: TAdminOrderLine }) {
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
              {refund > 0 ? T.refundNote(formatPrice(refund)) : T.noRefundNote}
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

/**
 * The picking column of a line (docs/decisions/032): its change when it has one; else, while the order is confirmed
 * or packed, "Unavailable" and (unless the shopper chose no substitutes) "Substitute…".
 */
export function LineActions({ order, line }: { order: TAdminOrderDetail; line: TAdminOrderLine }) {
  if (line.change) return <ChangedLine order={order} line={line} />;
  if (!canChangeOrderLines(order.status)) return <span className="text-slate-500">—</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <UnavailableAction order={order} line={line} />
      {line.substitute ? (
        <SubstituteAction order={order} line={line} />
      ) : (
        <span className="self-center text-xs text-slate-600">{T.onlyUnavailable}</span>
      )}
    </div>
  );
}
