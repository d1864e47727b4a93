import { QUICK_SHOP_TEXT } from '#src/shared/texts/quick-shop';
import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { formatUnitPrice, NET_UNITS, unitPrice, type NetUnit } from '#src/shared/unit-price';
import { Button } from '#src/web/components/ui/button';
import { Field } from '#src/web/components/ui/field';
import { SAVINGS_ADMIN_TEXT } from '#src/shared/texts/savings';
import { Select } from './editor-controls';
import { labelChange } from './pack-size';
import { PackImageField } from './pack-image';
import type { DraftErrors, OptionKind, PackDraft } from './product-form';

const E = ADMIN_PRODUCTS_TEXT.productEditor;

/** One pack (variant) of the product, with its unit price worked out as the fields change. */
export function PackFields({
  pack,
  number,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  pack: PackDraft;
  number: number;
  errors: DraftErrors;
  canRemove: boolean;
  onChange: (change: Partial<PackDraft>) => void;
  onRemove: () => void;
}) {
  const id = (field: string) => `${pack.key}-${field}`;
  const price = /^\d+$/.test(pack.price) ? Number(pack.price) : null;
  const quantity = pack.netQuantity.trim() ? Number(pack.netQuantity) : null;
  const perUnit = price !== null && pack.unit ? unitPrice(price, quantity, pack.unit) : null;
  const field = (name: keyof PackDraft, label: string, numeric = false, hint?: string) => (
    <Field
      id={id(name)}
      label={label}
      hint={hint}
      value={pack[name] as string}
      inputMode={numeric ? 'decimal' : undefined}
      error={errors[id(name)]}
      onChange={(e) => onChange({ [name]: e.target.value })}
    />
  );
  return (
    <li>
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-bold text-slate-900">{E.pack(number)}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {/* The size is typed once: the label fills the option value and the net quantity (pack-size.ts). */}
          <Field
            id={id('label')}
            label={E.label}
            hint={E.labelHint}
            value={pack.label}
            error={errors[id('label')]}
            onChange={(e) => onChange(labelChange(pack, e.target.value))}
          />
          {field('labelHi', E.labelHi)}
          {field('sku', E.sku)}
          <Select
            id={id('option')}
            label={E.option}
            value={pack.option}
            onChange={(v) => onChange({ option: v as OptionKind })}
          >
            {(['none', 'size', 'ram', 'weight'] as const).map((option) => (
              <option key={option} value={option}>
                {E.options[option]}
              </option>
            ))}
          </Select>
          {pack.option !== 'none' ? field('optionValue', E.optionValue) : <span />}
          {field('price', E.price, true)}
          {/* The old price is the pack's MRP (issue 29 §3): the price may not be above it. */}
          {field('oldPrice', SAVINGS_ADMIN_TEXT.mrpField, true, SAVINGS_ADMIN_TEXT.mrpHint)}
          {field('stock', E.stock, true)}
          {field(
            'maxPerOrder',
            QUICK_SHOP_TEXT.quickShop.maxPerOrderField,
            true,
            QUICK_SHOP_TEXT.quickShop.maxPerOrderHint,
          )}
          <div className="grid grid-cols-2 gap-2">
            {field('netQuantity', E.netQuantity, true)}
            <Select
              id={id('unit')}
              label={E.unit}
              value={pack.unit}
              error={errors[id('unit')]}
              onChange={(v) => onChange({ unit: v as NetUnit | '' })}
            >
              <option value="">{E.noUnit}</option>
              {NET_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <PackImageField
          id={id('image')}
          number={number}
          label={pack.label}
          image={pack.image}
          onChange={(image) => onChange({ image })}
        />
        <div className="mt-3 flex items-center justify-between gap-3">
          <p className="text-sm text-slate-700" aria-live="polite">
            {E.unitPrice}:{' '}
            <output htmlFor={`${id('price')} ${id('netQuantity')} ${id('unit')}`}>
              {perUnit ? formatUnitPrice(perUnit) : E.noUnitPrice}
            </output>
          </p>
          {canRemove ? (
            <Button size="sm" variant="quiet" onClick={onRemove}>
              {E.removePack(number)}
            </Button>
          ) : null}
        </div>
      </fieldset>
    </li>
  );
}
