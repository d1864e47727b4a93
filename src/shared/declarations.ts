import type { TDeclarations, TProductFacts, TVariant } from '#src/contracts/catalog';
import { formatPrice } from './format-price';
import type { ShopSettings } from './shop';
import { DECLARATIONS_TEXT } from './texts/declarations';
import { formatUnitPrice, unitPrice, type NetUnit } from './unit-price';

/**
 * What the product page declares (issue 30 §3, decision 056), from the product's declarations, its facts and one
 * pack: the rows of the Declarations block, in the order a pack's label reads. Consumer care falls back to the
 * store settings' phone and e-mail. Shared by the block and the page's JSON-LD, so both say the same.
 */
const T = DECLARATIONS_TEXT;

export const MAKER_ROLES = ['manufacturer', 'packer', 'importer'] as const;
export type TMakerRole = (typeof MAKER_ROLES)[number];

/** A product that declares nothing yet (what `ZDeclarations` makes of the column's `{}`). */
export const NO_DECLARATIONS: TDeclarations = {
  makerRole: 'manufacturer',
  makerName: '',
  makerAddress: '',
  genericName: '',
  bestBefore: '',
  carePhone: '',
  careEmail: '',
};

/** "500 g", "1.5 l", "6 pieces". */
// Made once: `toLocaleString` with options builds a formatter per call, ~0.3 ms of each product page's render.
let quantityFormat: Intl.NumberFormat | undefined;

export function formatNetQuantity(quantity: number, unit: NetUnit): string {
  const amount = (quantityFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 })).format(quantity);
  if (unit === 'piece') return `${amount} ${quantity === 1 ? 'piece' : 'pieces'}`;
  return `${amount} ${unit}`;
}

/** The consumer care contact: the product's own, else the shop's (store settings). */
export function consumerCare(declarations: TDeclarations, shop: Pick<ShopSettings, 'phone' | 'email'>): string {
  const phone = declarations.carePhone || shop.phone;
  const email = declarations.careEmail || shop.email;
  return [phone, email].filter(Boolean).join(', ');
}

export type DeclarationPack = Pick<TVariant, 'price' | 'oldPrice' | 'netQuantity' | 'unit'>;

export function declarationRows(
  declarations: TDeclarations,
  facts: TProductFacts | null,
  pack: DeclarationPack | undefined,
  shop: Pick<ShopSettings, 'phone' | 'email'>,
): [string, string][] {
  const maker = [declarations.makerName, declarations.makerAddress].filter(Boolean).join(', ');
  const perUnit = pack ? unitPrice(pack.price, pack.netQuantity, pack.unit) : null;
  const rows: [string, string | undefined][] = [
    [T.roles[declarations.makerRole], maker],
    [T.countryOfOrigin, facts?.countryOfOrigin],
    [T.genericName, declarations.genericName],
    [T.netQuantity, pack?.netQuantity && pack.unit ? formatNetQuantity(pack.netQuantity, pack.unit) : undefined],
    [T.mrp, pack ? `${formatPrice(pack.oldPrice)} ${T.inclTaxes}` : undefined],
    [T.unitPrice, perUnit ? formatUnitPrice(perUnit) : undefined],
    [T.bestBefore, declarations.bestBefore],
    [T.consumerCare, consumerCare(declarations, shop)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}
