import type { TPackingSlip } from '#src/contracts/admin-orders';
import { slotLabel } from '#src/shared/delivery-slot';
import { addressLines } from '#src/shared/order-address';
import { PAY_ON_DELIVERY_TEXT } from '#src/shared/texts/pay-on-delivery';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { cn } from '#src/web/components/ui/cn';
import { formatPrice } from '#src/web/lib/format';
import { whenText } from '#src/web/features/admin/index';
import { TestBadge } from './parts';
import { ShopFrom } from './shop-from';
import { useShopTimeZone } from '#src/web/lib/shop';

const T = ADMIN_ORDERS_TEXT.slip;

type SlipLine = TPackingSlip['groups'][number]['lines'][number];

/**
 * Under a slip line (docs/decisions/032): "No substitutes" in bold black-on-white (it must survive a black-and-white
 * printer), what staff changed — "Unavailable: do not pack", "Pack instead: …".
 */
function SlipLineNotes({ line }: { line: SlipLine }) {
  const substitute = line.change?.substitute;
  return (
    <>
      {line.change?.kind === 'unavailable' ? (
        <span className="mt-0.5 block text-xs font-bold text-red-800 uppercase print:text-black">{T.unavailable}</span>
      ) : null}
      {substitute ? (
        <span className="mt-0.5 block text-sm font-bold text-slate-900" data-pack-instead>
          {T.packInstead(substitute.label ? `${substitute.title} (${substitute.label})` : substitute.title)}
        </span>
      ) : null}
      {!line.substitute ? (
        <span
          className="mt-1 inline-block rounded border-2 border-slate-900 px-1.5 text-xs font-extrabold tracking-wide text-slate-900 uppercase"
          data-no-substitutes
        >
          {T.noSubstitutes}
        </span>
      ) : null}
    </>
  );
}

/**
 * One order's packing slip (docs/decisions/027): who and where, then the lines grouped by category with a box to
 * tick. Printed, each slip starts a new page (`break-before-page` on every slip after the first).
 */
export function PackingSlip({ slip, first = true }: { slip: TPackingSlip; first?: boolean }) {
  const timeZone = useShopTimeZone();
  return (
    <article
      aria-labelledby={`slip-${slip.id}`}
      className={cn(
        'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6',
        'print:rounded-none print:border-0 print:p-0 print:shadow-none',
        !first && 'print:break-before-page',
      )}
      data-slip={slip.id}
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <h2 id={`slip-${slip.id}`} className="flex items-center gap-2 text-xl font-extrabold text-slate-900">
            {T.heading(slip.id)}
            {slip.paymentMode === 'test' ? <TestBadge /> : null}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{T.placed(whenText(slip.date, timeZone))}</p>
          <p className="mt-1 text-sm font-semibold text-slate-900">{T.itemsToPack(slip.itemCount)}</p>
          {slip.slot ? (
            <p className="mt-1 text-sm font-bold text-brand-800 print:text-black">
              {T.deliverySlot(slotLabel(slip.slot))}
            </p>
          ) : null}
        </div>
        <ShopFrom />
        <div className="text-sm">
          <h3 className="font-semibold text-slate-600">{T.deliverTo}</h3>
          <p className="font-semibold text-slate-900">{slip.name}</p>
          <address className="whitespace-pre-line text-slate-900 not-italic">
            {[...addressLines(slip), slip.phoneNumber].join('\n')}
          </address>
        </div>
      </header>
      {slip.groups.map((group) => (
        <section key={group.category ?? ''} className="mt-5 break-inside-avoid">
          <h3 className="mb-2 text-sm font-bold tracking-wide text-brand-800 uppercase print:text-black">
            {group.category ?? T.otherCategory}
          </h3>
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-600">
              <tr className="border-b border-slate-200">
                <th scope="col" className="w-16 py-1.5 pr-3 font-semibold">
                  {T.packed}
                </th>
                <th scope="col" className="w-14 py-1.5 pr-3 text-right font-semibold">
                  {T.quantity}
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {T.product}
                </th>
                <th scope="col" className="py-1.5 font-semibold">
                  {T.pack}
                </th>
              </tr>
            </thead>
            <tbody>
              {group.lines.map((line, index) => (
                <tr
                  key={index}
                  className={cn('border-b border-slate-100', line.change?.kind === 'unavailable' && 'text-slate-500')}
                >
                  <td className="py-2 pr-3">
                    <span className="inline-block size-5 rounded border-2 border-slate-400" aria-hidden="true" />
                  </td>
                  <td className="py-2 pr-3 text-right text-base font-bold tabular-nums">{line.quantity}</td>
                  <td className="py-2 pr-3">
                    <span
                      className={cn(
                        'font-medium text-slate-900',
                        line.change?.kind === 'unavailable' && 'text-slate-600 line-through',
                      )}
                    >
                      {line.productTitle}
                    </span>
                    <SlipLineNotes line={line} />
                  </td>
                  <td className="py-2 text-slate-800">{line.variantLabel || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <p className="mt-5 text-right text-sm font-semibold text-slate-900">{T.total(formatPrice(slip.amount))}</p>
      {slip.payOnDelivery ? (
        // Pay on delivery (docs/decisions/047): what the delivery person takes at the door.
        <p className="mt-2 text-right text-lg font-bold text-slate-900" data-collect={slip.payOnDelivery.collect}>
          {slip.payOnDelivery.collected
            ? PAY_ON_DELIVERY_TEXT.paidOnDelivery(
                slip.payOnDelivery.collected.amount,
                slip.payOnDelivery.collected.method,
              )
            : PAY_ON_DELIVERY_TEXT.collect(slip.payOnDelivery.collect)}
        </p>
      ) : null}
    </article>
  );
}
