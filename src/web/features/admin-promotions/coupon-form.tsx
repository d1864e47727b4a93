import { useId, useState, type FormEvent } from 'react';
import type { TCoupon, TCouponBody } from '#src/contracts/coupons';
import { ADMIN_COUPONS_TEXT } from '#src/shared/texts/admin-coupons';
import { Button } from '#src/web/components/ui/button';
import { Field, SelectField } from '#src/web/components/ui/field';
import { DEFAULT_SHOP_TIME_ZONE } from '#src/shared/shop';
import { useShopTimeZone } from '#src/web/lib/shop';
import { localInput, numberOrNull, toIso } from './form-values';

const F = ADMIN_COUPONS_TEXT.fields;
const T = ADMIN_COUPONS_TEXT;

/** The form's text values of a coupon (empty: none). */
function draftOf(coupon: TCoupon | null, timeZone: string) {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon ? String(coupon.value) : '',
    minimumOrder: coupon?.minimumOrder ? String(coupon.minimumOrder) : '',
    maximumDiscount: coupon?.maximumDiscount != null ? String(coupon.maximumDiscount) : '',
    validFrom: localInput(coupon?.validFrom ?? null, timeZone),
    validTo: localInput(coupon?.validTo ?? null, timeZone),
    maxUses: coupon?.maxUses != null ? String(coupon.maxUses) : '',
    maxUsesPerShopper: coupon?.maxUsesPerShopper != null ? String(coupon.maxUsesPerShopper) : '',
    firstOrderOnly: coupon?.firstOrderOnly ?? false,
    freeDelivery: coupon?.freeDelivery ?? false,
    active: coupon?.active ?? true,
  };
}
type Draft = ReturnType<typeof draftOf>;

export function couponBodyOf(draft: Draft, timeZone: string): TCouponBody {
  return {
    code: draft.code,
    description: draft.description,
    kind: draft.kind,
    value: Number(draft.value || 0),
    minimumOrder: Number(draft.minimumOrder || 0),
    maximumDiscount: numberOrNull(draft.maximumDiscount),
    validFrom: toIso(draft.validFrom, timeZone),
    validTo: toIso(draft.validTo, timeZone),
    maxUses: numberOrNull(draft.maxUses),
    maxUsesPerShopper: numberOrNull(draft.maxUsesPerShopper),
    firstOrderOnly: draft.firstOrderOnly,
    freeDelivery: draft.freeDelivery,
    active: draft.active,
  };
}

/** The body of a coupon as it is, with `active` changed (pause, resume). */
export const couponWithActive = (coupon: TCoupon, active: boolean): TCouponBody => ({
  ...couponBodyOf(draftOf(coupon, DEFAULT_SHOP_TIME_ZONE), DEFAULT_SHOP_TIME_ZONE),
  validFrom: coupon.validFrom,
  validTo: coupon.validTo,
  active,
});

/** Create or edit a coupon: code, percentage or flat, the conditions, the period, the limits. */
export function CouponForm({
  coupon,
  onSave,
  onCancel,
}: {
  coupon: TCoupon | null;
  onSave: (body: TCouponBody) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const timeZone = useShopTimeZone();
  const [draft, setDraft] = useState(() => draftOf(coupon, timeZone));
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const check = (key: 'firstOrderOnly' | 'freeDelivery' | 'active') => (event: { target: { checked: boolean } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.checked }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    await onSave(couponBodyOf(draft, timeZone));
    setSaving(false);
  };
  const number = { type: 'number', inputMode: 'numeric', min: 0 } as const;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 p-5 sm:grid-cols-2"
      aria-label={coupon ? T.editCoupon(coupon.code) : T.newCoupon}
    >
      <Field id={`${id}-code`} label={F.code} value={draft.code} onChange={set('code')} required autoComplete="off" />
      <Field id={`${id}-description`} label={F.description} value={draft.description} onChange={set('description')} />
      <SelectField id={`${id}-kind`} label={F.kind} value={draft.kind} onChange={set('kind')}>
        <option value="percent">{F.percent}</option>
        <option value="flat">{F.flat}</option>
      </SelectField>
      <Field id={`${id}-value`} label={F.value} value={draft.value} onChange={set('value')} required {...number} />
      <Field
        id={`${id}-minimum`}
        label={F.minimumOrder}
        value={draft.minimumOrder}
        onChange={set('minimumOrder')}
        {...number}
      />
      <Field
        id={`${id}-maximum`}
        label={F.maximumDiscount}
        value={draft.maximumDiscount}
        onChange={set('maximumDiscount')}
        {...number}
      />
      <Field
        id={`${id}-from`}
        label={F.validFrom}
        type="datetime-local"
        value={draft.validFrom}
        onChange={set('validFrom')}
      />
      <Field id={`${id}-to`} label={F.validTo} type="datetime-local" value={draft.validTo} onChange={set('validTo')} />
      <Field id={`${id}-uses`} label={F.maxUses} value={draft.maxUses} onChange={set('maxUses')} {...number} min={1} />
      <Field
        id={`${id}-per`}
        label={F.maxUsesPerShopper}
        value={draft.maxUsesPerShopper}
        onChange={set('maxUsesPerShopper')}
        {...number}
        min={1}
      />
      <div className="flex flex-wrap gap-5 sm:col-span-2">
        {(['firstOrderOnly', 'freeDelivery', 'active'] as const).map((key) => (
          <label key={key} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <input type="checkbox" checked={draft[key]} onChange={check(key)} className="size-4 accent-brand-600" />
            {key === 'active' ? T.active : F[key]}
          </label>
        ))}
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" busy={saving}>
          {T.save}
        </Button>
        <Button type="button" variant="quiet" onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
