import { useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Button } from '#src/web/components/ui/button';
import { formatPrice } from '#src/web/lib/format';
import { When, adminApi, useAdminAction } from '#src/web/features/admin/index';
import { Badge, type BadgeTone } from '#src/web/components/ui/badge';

import { Facts, Section } from './order-sections';

const REFUND_TONES: Record<string, BadgeTone> = { refunded: 'brand', pending: 'warning', failed: 'danger' };

/** A cancelled order's refund (docs/decisions/024): its state, and a retry when the provider refused or stalled. */
export function RefundPanel({
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
