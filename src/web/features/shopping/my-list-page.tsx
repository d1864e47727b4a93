import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { Heart, Trash2 } from '#src/web/components/ui/icons';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { TMyListItem } from '#src/contracts/my-list';
import { CURRENCY_LABEL, TITLE_CUT } from '#src/shared/constants';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { Stars } from '#src/web/components/ui/stars';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { cut, formatPrice } from '#src/web/lib/format';
import { BusyOverlay } from './busy-overlay';
import { EmptyState } from './empty-state';
import { errorText } from '#src/web/lib/errors';
import { PageFrame } from './page-frame';

const T = SHOP_PAGES_TEXT;
const TH = 'px-3 py-3 text-left text-xs font-bold tracking-wide text-slate-600 uppercase sm:px-4';
const TD = 'px-3 py-4 sm:px-4';

/** 'Rs: 1,299' as the spec shows list prices (the shop's grouping, the list's own label). */
const listPrice = (price: number) => formatPrice(price).replace(CURRENCY_LABEL, T.pricePrefix);

function ProductCell({ item }: { item: TMyListItem }) {
  return (
    <div className="flex items-center gap-3 sm:gap-4">
      <span className="size-14 shrink-0 overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200/70 sm:size-20">
        {item.image ? (
          <img
            src={imageUrl(item.image, 200)}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : null}
      </span>
      <div className="min-w-0">
        <Link
          to={`/product/${item.productId}`}
          className="rounded text-sm leading-snug font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:text-base"
        >
          {cut(item.productTitle, TITLE_CUT.wishlist)}
        </Link>
        <div className="mt-1.5">
          <Stars value={Number(item.rating)} />
        </div>
      </div>
    </div>
  );
}

function RemoveButton({ item, onRemove }: { item: TMyListItem; onRemove: (item: TMyListItem) => void }) {
  return (
    <button
      type="button"
      aria-label={T.removeLabel(cut(item.productTitle, TITLE_CUT.wishlist))}
      onClick={() => onRemove(item)}
      className="flex size-10 items-center justify-center rounded-xl text-slate-500 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Trash2 className="size-5" aria-hidden="true" />
    </button>
  );
}

/** My List (spec 2): the count, a table of Product (with a read-only half-step rating), Price and Remove. */
export function MyListPage({ items }: { items: TMyListItem[] }) {
  const { showSuccess, showError } = useAlert();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  const remove = async (item: TMyListItem) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await api.myList.remove({ params: { id: item.id } });
      showSuccess(answer.msg);
    } catch (error) {
      showError(errorText(error));
    }
    // Spec 4 (My List): after a removal the list reloads from the server.
    await revalidator.revalidate();
    setBusy(false);
  };

  return (
    <PageFrame title={T.myListTitle} crumb={T.myListTitle} intro={T.myListCount(items.length)}>
      {items.length === 0 ? (
        <EmptyState icon={<Heart aria-hidden="true" />} text={TEXT.wishlistEmpty} />
      ) : (
        <div className="overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-200/80">
          <table className="w-full">
            <caption className="sr-only">{T.myListTitle}</caption>
            <thead className="border-b border-slate-100 bg-slate-50/80">
              <tr>
                <th scope="col" className={TH}>
                  {T.product}
                </th>
                <th scope="col" className={TH}>
                  {T.price}
                </th>
                <th scope="col" className={`${TH} text-center`}>
                  {T.remove}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => (
                <tr key={item.id}>
                  <td className={TD}>
                    <ProductCell item={item} />
                  </td>
                  <td className={`${TD} font-bold whitespace-nowrap text-brand-700 tabular-nums`}>
                    {listPrice(item.price)}
                  </td>
                  <td className={TD}>
                    <div className="flex justify-center">
                      <RemoveButton item={item} onRemove={(entry) => void remove(entry)} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <BusyOverlay label={busy ? T.removingItem : null} />
    </PageFrame>
  );
}
