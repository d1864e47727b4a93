import type { ReactNode } from 'react';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { FIGURES_TEXT } from '#src/shared/texts/figures';
import { PACKER_SETUP_TEXT } from '#src/shared/texts/packer-setup';
import { formatPrice } from '#src/web/lib/format';
import { Facts, Section } from './order-sections';

const T = FIGURES_TEXT.money;
const M = PACKER_SETUP_TEXT.money;

/**
 * The order's money to what the shop kept (issue 29 §4 and 31 §3, docs/decisions/050 and 060): items, delivery fee,
 * discounts, the total, then "Refunded Rs X · Net Rs Y" — the server's figures (src/shared/pricing/net.ts), none
 * computed here. Other money facts (what to collect at the door, savings) go in as `rows` before the summary line.
 */
export function MoneyPanel({ order, rows = [] }: { order: TAdminOrderDetail; rows?: [string, ReactNode][] }) {
  const { discount, refunded, net } = order.figures;
  return (
    <Section title={T.title}>
      <Facts
        rows={[
          [M.items, formatPrice(order.itemsTotal)],
          [M.fee, order.deliveryFee > 0 ? formatPrice(order.deliveryFee) : M.freeDelivery],
          [M.discounts, discount > 0 ? `− ${formatPrice(discount)}` : M.none],
          [T.amount, formatPrice(order.amount)],
          ...rows,
        ]}
      />
      <p
        className="mt-3 border-t border-slate-200 pt-3 text-base font-bold text-slate-900 tabular-nums"
        data-figures
        data-net={net}
      >
        {T.summary(formatPrice(refunded), formatPrice(net))}
      </p>
      <p className="mt-1 text-xs text-slate-600">{T.netHint}</p>
    </Section>
  );
}
