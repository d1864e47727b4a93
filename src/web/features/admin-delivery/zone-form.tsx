import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import type { TAdminZone } from '#src/contracts/admin-delivery';
import { PAY_ON_DELIVERY_ADMIN_TEXT } from '#src/shared/texts/pay-on-delivery';
import { Field } from '#src/web/components/ui/field';
import { parsePincodeList, type ZoneRequest } from './delivery-form';
import { TextAreaField } from '#src/web/components/ui/field';
import { CheckboxField, FormButtons } from './parts';
import { useZoneDraft } from './use-zone-draft';

const T = ADMIN_DELIVERY_PAGE;
const F = T.zoneForm;

/**
 * A zone's fields: name, exact pincodes and prefixes (lists checked as typed), fee, free-delivery threshold or
 * never free, minimum order, active. The default zone shows only fee, threshold, minimum and active. A field's
 * error shows once it was left or the form was sent; sending a form with errors focuses the first.
 */
export function ZoneForm({
  zone,
  title,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  /** The zone edited; null for a new one. */
  zone: TAdminZone | null;
  title: string;
  submitLabel: string;
  onSubmit: (body: ZoneRequest) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { draft, busy, isDefault, fieldId, errorOf, set, leave, submit } = useZoneDraft(zone, onSubmit);
  const listHint = (text: string, kind: 'code' | 'prefix', hint: string) => {
    const count = parsePincodeList(text, kind).values.length;
    return count > 0 ? `${hint} ${F.listed(count, kind === 'code' ? 'pincode' : 'prefix')}.` : hint;
  };

  const money = (field: 'fee' | 'freeFrom' | 'minimumOrder', label: string, hint?: string) => (
    <Field
      id={fieldId(field)}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      value={draft[field]}
      disabled={field === 'freeFrom' && draft.neverFree}
      error={errorOf(field)}
      onChange={(event) => set({ [field]: event.target.value })}
      onBlur={leave(field)}
    />
  );

  // Pay on delivery's limits (docs/decisions/047): empty is none; disabled while it is off.
  const limit = (field: 'podMaxOrder' | 'podMaxOpen', label: string, hint: string) => (
    <Field
      id={fieldId(field)}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      value={draft[field]}
      disabled={!draft.payOnDelivery}
      error={errorOf(field)}
      onChange={(event) => set({ [field]: event.target.value })}
      onBlur={leave(field)}
    />
  );

  return (
    <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="grid gap-4 p-4">
      <h3 className="font-bold text-slate-900">{title}</h3>
      {isDefault ? (
        <p className="text-sm text-slate-600">{T.defaultNote}</p>
      ) : (
        <>
          <Field
            id={fieldId('name')}
            label={F.name}
            value={draft.name}
            maxLength={80}
            autoComplete="off"
            error={errorOf('name')}
            onChange={(event) => set({ name: event.target.value })}
            onBlur={leave('name')}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <TextAreaField
              id={fieldId('codes')}
              label={F.codes}
              hint={listHint(draft.codes, 'code', F.codesHint)}
              value={draft.codes}
              spellCheck={false}
              error={errorOf('codes')}
              onChange={(event) => set({ codes: event.target.value })}
              onBlur={leave('codes')}
            />
            <TextAreaField
              id={fieldId('prefixes')}
              label={F.prefixes}
              hint={listHint(draft.prefixes, 'prefix', F.prefixesHint)}
              value={draft.prefixes}
              spellCheck={false}
              error={errorOf('prefixes')}
              onChange={(event) => set({ prefixes: event.target.value })}
              onBlur={leave('prefixes')}
            />
          </div>
        </>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        {money('fee', F.fee)}
        <div className="grid gap-2">
          {money('freeFrom', F.freeFrom, F.freeFromHint)}
          <CheckboxField
            label={F.neverFree}
            checked={draft.neverFree}
            onChange={(neverFree) => set({ neverFree })}
            className="text-sm"
          />
        </div>
        {money('minimumOrder', F.minimum, F.minimumHint)}
      </div>
      <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">{PAY_ON_DELIVERY_ADMIN_TEXT.zoneColumn}</legend>
        <CheckboxField
          label={PAY_ON_DELIVERY_ADMIN_TEXT.zoneOffer}
          checked={draft.payOnDelivery}
          onChange={(payOnDelivery) => set({ payOnDelivery })}
        />
        <div className="grid gap-4 md:grid-cols-2">
          {limit('podMaxOrder', PAY_ON_DELIVERY_ADMIN_TEXT.zoneMaxOrder, PAY_ON_DELIVERY_ADMIN_TEXT.zoneMaxOrderHint)}
          {limit('podMaxOpen', PAY_ON_DELIVERY_ADMIN_TEXT.zoneMaxOpen, PAY_ON_DELIVERY_ADMIN_TEXT.zoneMaxOpenHint)}
        </div>
      </fieldset>
      <CheckboxField label={F.active} checked={draft.active} onChange={(active) => set({ active })} />
      <FormButtons busy={busy} submit={submitLabel} cancel={F.cancel} onCancel={onCancel} />
    </form>
  );
}
