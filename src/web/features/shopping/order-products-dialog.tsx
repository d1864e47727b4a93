import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import type { TOrder } from '#src/contracts/order-schemas';
import { TITLE_CUT } from '#src/shared/constants';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { Dialog, DialogContent, DialogTrigger } from '#src/web/components/ui/dialog';
import { cut, formatPrice } from '#src/web/lib/format';

const C = SHOP_PAGES_TEXT.productColumns;
const TH = 'px-3 py-2.5 text-left text-xs font-bold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const TD = 'px-3 py-3 align-middle';

/** 'Click here to view' → the dialog titled 'Products' (spec 2, Orders) with the order's snapshot lines. */
export function OrderProductsDialog({ order }: { order: TOrder }) {
  return (
    <Dialog>
      <DialogTrigger className="rounded font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        {TEXT.clickToView}
      </DialogTrigger>
      <DialogContent
        title={SHOP_PAGES_TEXT.productsDialog}
        description={SHOP_PAGES_TEXT.productsDialogDescription(order.id)}
        className="max-w-3xl"
      >
        {/* Focusable so a keyboard can scroll it sideways on phones (axe: scrollable-region-focusable). */}
        <div
          role="region"
          aria-label={SHOP_PAGES_TEXT.productsDialog}
          tabIndex={0}
          className="overflow-x-auto p-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="border-b border-slate-200 bg-slate-50">
              <tr>
                <th scope="col" className={TH}>
                  {C.productId}
                </th>
                <th scope="col" className={TH}>
                  {C.productTitle}
                </th>
                <th scope="col" className={TH}>
                  {C.image}
                </th>
                <th scope="col" className={TH}>
                  {C.quantity}
                </th>
                <th scope="col" className={TH}>
                  {C.price}
                </th>
                <th scope="col" className={TH}>
                  {C.subTotal}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {order.products.map((line, index) => (
                <tr key={`${line.productId}-${index}`}>
                  <td className={`${TD} text-slate-600 tabular-nums`}>{line.productId}</td>
                  <td className={`${TD} font-semibold text-slate-900`}>
                    {cut(line.productTitle, TITLE_CUT.orderProduct)}
                  </td>
                  <td className={TD}>
                    {line.image ? (
                      <img
                        src={imageUrl(line.image, 200)}
                        alt={line.productTitle}
                        width={56}
                        height={56}
                        loading="lazy"
                        className="size-14 rounded-lg bg-slate-50 object-cover ring-1 ring-slate-200/70"
                      />
                    ) : null}
                  </td>
                  <td className={`${TD} tabular-nums`}>{line.quantity}</td>
                  <td className={`${TD} whitespace-nowrap tabular-nums`}>{formatPrice(line.price)}</td>
                  <td className={`${TD} font-bold whitespace-nowrap tabular-nums`}>{formatPrice(line.subTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DialogContent>
    </Dialog>
  );
}
