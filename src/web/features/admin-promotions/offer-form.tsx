import { useId, useState, type FormEvent } from 'react';
import type { TOffer, TOfferBody } from '#src/contracts/coupons';
import { ADMIN_COUPONS_TEXT } from '#src/shared/texts/admin-coupons';
import { Button } from '#src/web/components/ui/button';
import { Field, SelectField } from '#src/web/components/ui/field';
import { DEFAULT_SHOP_TIME_ZONE } from '#src/shared/shop';
import { useShopTimeZone } from '#src/web/lib/shop';
import { localInput, toIso } from './form-values';

const F = ADMIN_COUPONS_TEXT.fields;
const T = ADMIN_COUPONS_TEXT;

export type CategoryChoice = { id: number; name: string };

function draftOf(offer: TOffer | null, timeZone: string) {
  return {
    name: offer?.name ?? '',
    kind: offer?.kind ?? 'percent',
    value: offer ? String(offer.value) : '',
    target: offer?.target ?? 'category',
    targetId: offer ? String(offer.targetId) : '',
    validFrom: localInput(offer?.validFrom ?? null, timeZone),
    validTo: localInput(offer?.validTo ?? null, timeZone),
    active: offer?.active ?? true,
  };
}
type Draft = ReturnType<typeof draftOf>;

const bodyOf = (draft: Draft, timeZone: string): TOfferBody => ({
  name: draft.name,
  kind: draft.kind,
  value: Number(draft.value || 0),
  target: draft.target,
  targetId: Number(draft.targetId || 0),
  validFrom: toIso(draft.validFrom, timeZone),
  validTo: toIso(draft.validTo, timeZone),
  active: draft.active,
});

/** The body of an offer as it is, with `active` changed (pause, resume). */
export const offerWithActive = (offer: TOffer, active: boolean): TOfferBody => ({
  ...bodyOf(draftOf(offer, DEFAULT_SHOP_TIME_ZONE), DEFAULT_SHOP_TIME_ZONE),
  validFrom: offer.validFrom,
  validTo: offer.validTo,
  active,
});

/** Create or edit an automatic offer: on a category (chosen from the list), a product or a pack (by id). */
export function OfferForm({
  offer,
  categories,
  onSave,
  onCancel,
}: {
  offer: TOffer | null;
  categories: readonly CategoryChoice[];
  onSave: (body: TOfferBody) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const timeZone = useShopTimeZone();
  const [draft, setDraft] = useState(() => draftOf(offer, timeZone));
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    await onSave(bodyOf(draft, timeZone));
    setSaving(false);
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 p-5 sm:grid-cols-2"
      aria-label={offer ? T.editOffer(offer.name) : T.newOffer}
    >
      <Field id={`${id}-name`} label={F.name} value={draft.name} onChange={set('name')} required />
      <SelectField id={`${id}-kind`} label={F.kind} value={draft.kind} onChange={set('kind')}>
        <option value="percent">{F.percent}</option>
        <option value="flat">{F.flat}</option>
      </SelectField>
      <Field
        id={`${id}-value`}
        label={F.value}
        value={draft.value}
        onChange={set('value')}
        type="number"
        min={0}
        required
      />
      <SelectField id={`${id}-target`} label={F.target} value={draft.target} onChange={set('target')}>
        <option value="category">{F.category}</option>
        <option value="product">{F.product}</option>
        <option value="variant">{F.variant}</option>
      </SelectField>
      {draft.target === 'category' ? (
        <SelectField id={`${id}-which`} label={F.category} value={draft.targetId} onChange={set('targetId')}>
          <option value="">—</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <Field
          id={`${id}-which`}
          label={`${F[draft.target]} id`}
          value={draft.targetId}
          onChange={set('targetId')}
          type="number"
          min={1}
          required
        />
      )}
      <Field
        id={`${id}-from`}
        label={F.validFrom}
        type="datetime-local"
        value={draft.validFrom}
        onChange={set('validFrom')}
      />
      <Field id={`${id}-to`} label={F.validTo} type="datetime-local" value={draft.validTo} onChange={set('validTo')} />
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(event) => setDraft((current) => ({ ...current, active: event.target.checked }))}
          className="size-4 accent-brand-600"
        />
        {T.active}
      </label>
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
