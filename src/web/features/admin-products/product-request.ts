import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import type { TProductCreate } from '#src/contracts/admin-catalog';
import { factsOf } from './facts-draft';
import { priceWithinMrp } from '#src/shared/pricing/savings';
import { SAVINGS_ADMIN_TEXT } from '#src/shared/texts/savings';
import { HSN_CODE_PATTERN, MAX_PER_ORDER_LIMIT } from '#src/shared/constants';
import { ADMIN_GST_TEXT } from '#src/shared/texts/gst';
import { QUICK_SHOP_TEXT } from '#src/shared/texts/quick-shop';
import type { DraftErrors, ProductDraft } from './product-form';

const E = ADMIN_PRODUCTS_TEXT.productEditor;

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : null);

/** The request body, or the fields' errors (keyed by field id) when something does not fit. */
export function toRequest(draft: ProductDraft): { body: Omit<TProductCreate, 'draft'> } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.name.trim()) errors['name'] = E.required;
  if (!draft.catId) errors['catId'] = E.required;
  const hsnCode = draft.hsnCode.trim();
  if (hsnCode !== '' && !HSN_CODE_PATTERN.test(hsnCode)) errors['hsnCode'] = ADMIN_GST_TEXT.validation.hsn;
  if (draft.facts.kind === 'fashion' && !draft.facts.material.trim()) errors['material'] = E.required;
  draft.packs.forEach((pack) => {
    const at = (field: string) => `${pack.key}-${field}`;
    if (!pack.label.trim()) errors[at('label')] = E.required;
    if (!pack.sku.trim()) errors[at('sku')] = E.required;
    if (pack.option !== 'none' && !pack.optionValue.trim()) errors[at('optionValue')] = E.required;
    const price = whole(pack.price);
    if (price === null) errors[at('price')] = E.wholeNumber;
    const oldPrice = pack.oldPrice.trim() ? whole(pack.oldPrice) : price;
    if (oldPrice === null) errors[at('oldPrice')] = E.wholeNumber;
    else if (price !== null && !priceWithinMrp(price, oldPrice))
      errors[at('price')] = SAVINGS_ADMIN_TEXT.priceAboveMrp(oldPrice);
    if (whole(pack.stock) === null) errors[at('stock')] = E.wholeNumber;
    const quantity = pack.netQuantity.trim() ? Number(pack.netQuantity) : null;
    if (quantity !== null && !(quantity > 0)) errors[at('netQuantity')] = E.positive;
    if ((quantity === null) !== (pack.unit === '')) errors[at('unit')] = E.unitNeeded;
    const max = pack.maxPerOrder.trim() ? whole(pack.maxPerOrder) : null;
    if (pack.maxPerOrder.trim() && (max === null || max < 1 || max > MAX_PER_ORDER_LIMIT))
      errors[at('maxPerOrder')] = QUICK_SHOP_TEXT.quickShop.maxPerOrderInvalid(MAX_PER_ORDER_LIMIT);
  });
  if (Object.keys(errors).length > 0) return { errors };
  const countries = draft.countries
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return {
    body: {
      name: draft.name.trim(),
      brand: draft.brand.trim(),
      description: draft.description.trim(),
      nameHi: draft.nameHi.trim() || null,
      descriptionHi: draft.descriptionHi.trim() || null,
      catId: Number(draft.catId),
      subCatId: draft.subCatId ? Number(draft.subCatId) : null,
      countries,
      isFeatured: draft.isFeatured,
      facts: factsOf(draft.facts),
      declarations: draft.declarations,
      hsnCode,
      gstRateBps: Number(draft.gstRateBps),
      images: draft.images,
      variants: draft.packs.map((pack) => ({
        ...(pack.id !== undefined ? { id: pack.id } : {}),
        sku: pack.sku.trim(),
        label: pack.label.trim(),
        labelHi: pack.labelHi.trim() || null,
        size: pack.option === 'size' ? pack.optionValue.trim() : null,
        ram: pack.option === 'ram' ? pack.optionValue.trim() : null,
        weight: pack.option === 'weight' ? pack.optionValue.trim() : null,
        price: whole(pack.price)!,
        oldPrice: pack.oldPrice.trim() ? whole(pack.oldPrice)! : whole(pack.price)!,
        countInStock: whole(pack.stock)!,
        netQuantity: pack.netQuantity.trim() ? Number(pack.netQuantity) : null,
        unit: pack.unit || null,
        maxPerOrder: pack.maxPerOrder.trim() ? whole(pack.maxPerOrder)! : null,
        image: pack.image,
      })),
    },
  };
}
