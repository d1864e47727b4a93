import { shopAddressLines } from '#src/shared/shop-address';
import { ADMIN_SETTINGS_TEXT } from '#src/shared/texts/admin-settings';
import { useShop } from '#src/web/lib/shop';

/** The sender on a packing slip: the shop's name, address and phone from the store settings (decision 052). */
export function ShopFrom() {
  const shop = useShop();
  const lines = [...shopAddressLines(shop), shop.phone].filter(Boolean);
  return (
    <div className="text-sm" data-slip-from="">
      <h3 className="font-semibold text-slate-600">{ADMIN_SETTINGS_TEXT.slipFrom}</h3>
      <p className="font-semibold text-slate-900">{shop.legalName || shop.name}</p>
      {lines.length ? (
        <address className="whitespace-pre-line text-slate-900 not-italic">{lines.join('\n')}</address>
      ) : null}
    </div>
  );
}
