import type { ShopSettings } from '#src/shared/shop';
import { SETTINGS_TEXT } from '#src/shared/texts/settings';

const T = SETTINGS_TEXT;

/**
 * The seller's details the E-Commerce Rules ask for (issue 30, decision 052): legal name and address, GSTIN, FSSAI
 * licence number and the grievance officer — each shown once the grocer has filled it in the store settings.
 */
export function SellerDetails({ shop, address }: { shop: ShopSettings; address: string }) {
  const seller = [shop.legalName, address].filter(Boolean).join(', ');
  const grievance = [shop.grievance.name, shop.grievance.email, shop.grievance.phone].filter(Boolean).join(', ');
  const items = [
    seller ? { label: T.sellerHeading, value: seller } : null,
    shop.gstin ? { label: T.gstin, value: shop.gstin } : null,
    shop.fssai ? { label: T.fssai, value: shop.fssai } : null,
    grievance ? { label: T.grievanceOfficer, value: grievance } : null,
  ].filter((item) => item !== null);
  if (items.length === 0) return null;
  return (
    <div className="border-t border-slate-100">
      <dl
        className="mx-auto flex max-w-shop flex-wrap gap-x-6 gap-y-1.5 px-4 py-4 text-xs text-slate-600 lg:px-6"
        data-seller-details=""
      >
        {items.map((item) => (
          <div key={item.label} className="flex gap-1">
            <dt className="font-semibold text-slate-700">{item.label}:</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
