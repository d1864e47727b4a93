import { useState, type ReactNode } from 'react';
import type { TAdminLineRefund } from '#src/contracts/admin-orders';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { PAY_ON_DELIVERY_ADMIN_TEXT } from '#src/shared/texts/pay-on-delivery';
import { Badge, type BadgeTone } from '#src/web/components/ui/badge';
import { Button } from '#src/web/components/ui/button';
import { formatPrice } from '#src/web/lib/format';
import { useAdminAction, useMay } from '#src/web/features/admin/index';
import { ForItem } from './line-names';

const T = ADMIN_ORDERS_TEXT.lines;

const REFUND_TONES: Record<string, BadgeTone> = {
  refunded: 'brand',
  pending: 'warning',
  failed: 'danger-solid',
  none: 'neutral',
};

/**
 * A changed line's or an adjustment's refund (decisions 032, 055): its state and amount, who, the provider's error,
 * and "Retry refund" when it failed or stalled — only for a role with `refunds` (the server's 403 otherwise).
 * `offCollect`: a pay-on-delivery order still due, where the amount came off what to collect (decision 047).
 */
export function RowRefund({
  refund,
  offCollect,
  name,
  by,
  retry,
}: {
  refund: TAdminLineRefund;
  offCollect: boolean;
  /** The item (or adjustment) the retry button names for screen readers. */
  name: string;
  by: ReactNode;
  retry: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const run = useAdminAction();
  const mayRefund = useMay('refunds');
  const again = async () => {
    setBusy(true);
    await run(retry, T.retried(formatPrice(refund.amount)));
    setBusy(false);
  };
  return (
    <>
      <p className="flex flex-wrap items-center gap-1.5 text-xs">
        <Badge tone={REFUND_TONES[refund.status] ?? 'neutral'} data-line-refund={refund.status}>
          {offCollect ? PAY_ON_DELIVERY_ADMIN_TEXT.lineOffCollect : (T.refundStatus[refund.status] ?? refund.status)}
        </Badge>
        {refund.amount > 0 ? (
          <span className="font-semibold text-slate-900 tabular-nums">{formatPrice(refund.amount)}</span>
        ) : null}
        {by}
      </p>
      {refund.error ? <p className="text-xs break-words text-red-800">{refund.error}</p> : null}
      {refund.canRetry && mayRefund ? (
        <Button size="sm" busy={busy} onClick={() => void again()}>
          {T.retry}
          <ForItem name={name} />
        </Button>
      ) : null}
    </>
  );
}
