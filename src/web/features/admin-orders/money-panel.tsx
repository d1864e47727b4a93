import type { ReactNode } from 'react';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { FIGURES_TEXT } from '#src/shared/texts/figures';
import { formatPrice } from '#src/web/lib/format';
import { Facts, Section } from './order-sections';

const T = FIGURES_TEXT.money;

/**
 * The order's money to what the shop kept (issue 29 §4, docs/decisions/050): the total, the discount already taken
 * off it, and "Refunded Rs X · Net Rs Y" — the server's figures (src/shared/pricing/net.ts), none computed here.
 * Other money facts (what to collect at the door, savings) go in as `rows` before the summary line.
 */
export function MoneyPanel({ order, rows = [] }: { order: TAdminOrderDetail; rows?: [string, ReactNode][] }) {
  const { discount, refunded, net } = order.figures;
  return (
    <Section title={T.title}>
      <Facts
        rows={[
          [T.amount, formatPrice(order.amount)],
          ...(discount > 0 ? [[T.discount, formatPrice(discount)] as [string, ReactNode]] : []),
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
