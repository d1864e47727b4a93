import { ArrowLeft } from '#src/web/components/ui/icons';
import { Printer } from '#src/web/components/ui/back-office-icons';
import { useId, useState, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { ORDER_NOTE_MAX, ORDER_TRANSITIONS, type OrderStatus } from '#src/shared/constants';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { formatPrice } from '#src/web/lib/format';
import {
  AdminPage,
  AdminPanel,
  DataTable,
  StatusBadge,
  When,
  adminApi,
  statusLabel,
  useAdminAction,
  whenText,
  type Column,
} from '#src/web/features/admin/index';
import { Badge, type BadgeTone } from '#src/web/components/ui/badge';
import { LineActions, LinePreference } from './line-actions';
import { TestBadge } from './parts';
import { slotLabel } from '#src/shared/delivery-slot';
import { addressLines } from '#src/shared/order-address';

const T = ADMIN_ORDERS_TEXT.detail;
type Line = TAdminOrderDetail['products'][number];

/** The lines' columns; the last two are the substitution preference and the picking actions (docs/decisions/032). */
const lineColumns = (order: TAdminOrderDetail): Column<Line>[] => [
  {
    key: 'product',
    header: T.product,
    className: 'min-w-[12rem] font-semibold text-slate-900',
    cell: (line) => line.productTitle,
  },
  { key: 'pack', header: T.pack, className: 'whitespace-nowrap', cell: (line) => line.variantLabel || '—' },
  { key: 'qty', header: T.quantity, className: 'text-right tabular-nums', cell: (line) => line.quantity },
  {
    key: 'price',
    header: T.price,
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (line) => formatPrice(line.price),
  },
  {
    key: 'subtotal',
    header: T.subtotal,
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (line) => formatPrice(line.subTotal),
  },
  {
    key: 'substitutes',
    header: ADMIN_ORDERS_TEXT.lines.substitutes,
    className: 'whitespace-nowrap',
    cell: (line) => <LinePreference line={line} />,
  },
  {
    key: 'picking',
    header: ADMIN_ORDERS_TEXT.lines.picking,
    className: 'min-w-[14rem]',
    cell: (line) => <LineActions order={order} line={line} />,
  },
];

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <AdminPanel className={cn('p-5', className)}>
      <h2 className="mb-3 text-base font-bold text-slate-900">{title}</h2>
      {children}
    </AdminPanel>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="min-w-0 font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The status, the note, and a button for each move ORDER_TRANSITIONS allows; cancelling asks first. */
function StatusPanel({ order }: { order: TAdminOrderDetail }) {
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

const REFUND_TONES: Record<string, BadgeTone> = { refunded: 'brand', pending: 'warning', failed: 'danger' };

/** A cancelled order's refund (docs/decisions/024): its state, and a retry when the provider refused or stalled. */
function RefundPanel({
  order,
  refund,
}: {
  order: TAdminOrderDetail;
  refund: NonNullable<TAdminOrderDetail['refund']>;
}) {
  const R = ADMIN_ORDERS_TEXT.refund;
  const [busy, setBusy] = useState(false);
  const run = useAdminAction();
  const revalidator = useRevalidator();
  const retry = async () => {
    setBusy(true);
    const done = await run(
      () => adminApi.adminOrders.refund({ params: { id: order.id } }),
      R.retried(formatPrice(refund.amount)),
    );
    // A refused retry recorded its attempt and error: show them.
    if (!done) await revalidator.revalidate();
    setBusy(false);
  };
  return (
    <Section title={R.title}>
      <p className="mb-3">
        <Badge size="md" tone={REFUND_TONES[refund.status] ?? 'neutral'} data-refund={refund.status}>
          {R.status[refund.status] ?? refund.status}
        </Badge>
      </p>
      {refund.status === 'failed' ? <p className="mb-3 text-sm font-medium text-red-800">{R.failedHint}</p> : null}
      <Facts
        rows={[
          [R.amount, formatPrice(refund.amount)],
          ...(refund.refundedAt
            ? [[R.refundedAt, <When key="r" iso={refund.refundedAt} />] as [string, ReactNode]]
            : []),
          ...(refund.id
            ? [
                [
                  R.refundId,
                  <code key="i" className="text-xs">
                    {refund.id}
                  </code>,
                ] as [string, ReactNode],
              ]
            : []),
          ...(refund.attemptedAt && refund.status !== 'refunded'
            ? [[R.attemptedAt, <When key="a" iso={refund.attemptedAt} />] as [string, ReactNode]]
            : []),
          ...(refund.error ? [[R.error, refund.error] as [string, ReactNode]] : []),
        ]}
      />
      {refund.canRetry ? (
        <Button className="mt-4" busy={busy} onClick={() => void retry()}>
          {R.retry}
        </Button>
      ) : null}
    </Section>
  );
}

function Timeline({ order }: { order: TAdminOrderDetail }) {
  const by = (event: TAdminOrderDetail['history'][number]) =>
    event.actorId === null
      ? T.bySystem
      : event.actorId === order.userid
        ? T.byShopper
        : T.by(event.actorEmail ?? `#${event.actorId}`);
  return (
    <Section title={T.timeline}>
      <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
        <li className="relative">
          <span className="absolute top-1.5 -left-[1.6875rem] size-3 rounded-full bg-slate-400 ring-4 ring-white" />
          <p className="text-sm font-semibold text-slate-900">{T.placedEvent}</p>
          <p className="text-xs text-slate-600">
            <When iso={order.date} />
          </p>
        </li>
        {order.history.map((event, index) => (
          <li key={index} className="relative">
            <span className="absolute top-1.5 -left-[1.6875rem] size-3 rounded-full bg-brand-600 ring-4 ring-white" />
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <StatusBadge status={event.status} />
              <span className="text-slate-700">{by(event)}</span>
            </p>
            <p className="mt-0.5 text-xs text-slate-600">
              <When iso={event.at} />
            </p>
            {event.note ? (
              <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800">
                {event.note}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

/**
 * One order for the back office (issue 15): its lines and totals, the shopper's contact and address, the payment
 * (test orders flagged), the status with the allowed moves and a note, and the timeline.
 */
export function OrderDetail({ order }: { order: TAdminOrderDetail }) {
  const items = order.products.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <AdminPage
      title={T.title(order.id)}
      description={
        <span className="flex flex-wrap items-center gap-2">
          {T.placedOn(whenText(order.date))}
          <StatusBadge status={order.status} />
          {order.paymentMode === 'test' ? <TestBadge /> : null}
        </span>
      }
      actions={
        <>
          <Link to="/admin/orders" className={buttonClasses('quiet', 'md')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {T.backToList}
          </Link>
          <Link to={`/admin/orders/${order.id}/slip`} className={buttonClasses('secondary', 'md')}>
            <Printer className="size-4" aria-hidden="true" />
            {T.slip}
          </Link>
        </>
      }
    >
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <section aria-label={T.lines}>
            <h2 className="mb-3 text-base font-bold text-slate-900">{`${T.lines} · ${T.items(items)}`}</h2>
            <DataTable
              caption={T.linesCaption}
              columns={lineColumns(order)}
              rows={order.products}
              rowKey={(line) => line.id}
              maxHeight="none"
            />
            <p className="mt-3 flex justify-end gap-6 px-4 text-base font-bold text-slate-900">
              <span>{T.total}</span>
              <span className="tabular-nums" data-total>
                {formatPrice(order.amount)}
              </span>
            </p>
          </section>
          <Timeline order={order} />
        </div>
        <div className="space-y-5">
          <StatusPanel order={order} />
          {order.refund ? <RefundPanel order={order} refund={order.refund} /> : null}
          <Section title={T.customer}>
            <p className="font-semibold text-slate-900">{order.name}</p>
            <p className="mt-1 text-sm">
              <a className="text-brand-700 hover:underline" href={`mailto:${order.email}`}>
                {order.email}
              </a>
            </p>
            <p className="text-sm">
              <a className="text-brand-700 hover:underline" href={`tel:${order.phoneNumber}`}>
                {order.phoneNumber}
              </a>
            </p>
            <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-600">{T.address}</h3>
            <address className="text-sm whitespace-pre-line text-slate-900 not-italic">
              {addressLines(order).join('\n')}
            </address>
            {order.slot ? (
              <>
                <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-600">{T.deliverySlot}</h3>
                <p className="text-sm font-semibold text-slate-900 tabular-nums">{slotLabel(order.slot)}</p>
              </>
            ) : null}
          </Section>
          <Section title={T.payment}>
            <Facts
              rows={[
                [
                  T.paymentId,
                  <code key="p" className="text-xs">
                    {order.paymentId}
                  </code>,
                ],
                [
                  T.providerOrderId,
                  <code key="o" className="text-xs">
                    {order.providerOrderId}
                  </code>,
                ],
                [
                  T.mode,
                  order.paymentMode === 'test' ? (
                    <span key="m" className="flex flex-wrap items-center gap-2">
                      <TestBadge />
                      <span className="text-xs text-slate-600">{ADMIN_ORDERS_TEXT.testHint}</span>
                    </span>
                  ) : (
                    T.live
                  ),
                ],
                [T.itemsTotal, formatPrice(order.itemsTotal)],
                [T.deliveryFee, order.deliveryFee > 0 ? formatPrice(order.deliveryFee) : T.freeDelivery],
                [T.total, formatPrice(order.amount)],
              ]}
            />
          </Section>
        </div>
      </div>
    </AdminPage>
  );
}
