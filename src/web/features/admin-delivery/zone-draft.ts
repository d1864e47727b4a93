import type { TAdminZone } from '#src/contracts/admin-delivery';
import {
  I,
  NAME_MAX,
  parsePincodeList,
  pincodeListError,
  pincodeText,
  rupees,
  type Checked,
  type FieldErrors,
} from './draft-fields';
import {
  emptyPayOnDeliveryDraft,
  payOnDeliveryDraftOf,
  payOnDeliveryRequest,
  type PayOnDeliveryDraft,
  type PayOnDeliveryField,
  type PayOnDeliveryRequest,
} from './pay-on-delivery-draft';

// ── Zones ────────────────────────────────────────────────────────────────────────────────────────────────────────

export type ZoneDraft = {
  name: string;
  codes: string;
  prefixes: string;
  fee: string;
  freeFrom: string;
  neverFree: boolean;
  minimumOrder: string;
  active: boolean;
} & PayOnDeliveryDraft;
export type ZoneField = 'name' | 'codes' | 'prefixes' | 'fee' | 'freeFrom' | 'minimumOrder' | PayOnDeliveryField;
export type ZoneRequest = {
  name?: string;
  codes?: string[];
  prefixes?: string[];
  fee: number;
  freeFrom: number | null;
  minimumOrder: number;
  active: boolean;
} & Partial<PayOnDeliveryRequest>;

export const emptyZoneDraft = (): ZoneDraft => ({
  name: '',
  codes: '',
  prefixes: '',
  fee: '0',
  freeFrom: '',
  neverFree: false,
  minimumOrder: '0',
  active: true,
  ...emptyPayOnDeliveryDraft(),
});

export const zoneDraftOf = (zone: TAdminZone): ZoneDraft => ({
  name: zone.name,
  codes: pincodeText(zone.codes),
  prefixes: pincodeText(zone.prefixes),
  fee: String(zone.fee),
  freeFrom: zone.freeFrom === null ? '' : String(zone.freeFrom),
  neverFree: zone.freeFrom === null,
  minimumOrder: String(zone.minimumOrder),
  active: zone.active,
  ...payOnDeliveryDraftOf(zone),
});

/**
 * The zone's body, or the errors of its fields. The default zone (`isDefault`) sends neither name nor pincodes: it
 * serves every pincode no other zone lists, and only its fee, threshold, minimum and active flag change.
 */
export function zoneRequest(draft: ZoneDraft, isDefault = false): Checked<ZoneRequest, ZoneField> {
  const errors: FieldErrors<ZoneField> = {};
  const fee = rupees(draft.fee);
  const freeFrom = draft.neverFree
    ? null
    : draft.freeFrom.trim() === ''
      ? { error: I.freeFromEmpty }
      : rupees(draft.freeFrom);
  const minimumOrder = rupees(draft.minimumOrder);
  if (typeof fee === 'object') errors.fee = fee.error;
  if (freeFrom !== null && typeof freeFrom === 'object') errors.freeFrom = freeFrom.error;
  if (typeof minimumOrder === 'object') errors.minimumOrder = minimumOrder.error;

  let pincodes: { name: string; codes: string[]; prefixes: string[] } | null = null;
  if (!isDefault) {
    const name = draft.name.trim();
    if (!name) errors.name = I.name;
    else if (name.length > NAME_MAX) errors.name = I.nameLong;
    const codes = parsePincodeList(draft.codes, 'code');
    const prefixes = parsePincodeList(draft.prefixes, 'prefix');
    const codesError = pincodeListError(codes, 'code');
    const prefixesError = pincodeListError(prefixes, 'prefix');
    if (codesError) errors.codes = codesError;
    if (prefixesError) errors.prefixes = prefixesError;
    if (!codesError && !prefixesError && codes.values.length === 0 && prefixes.values.length === 0) {
      errors.codes = I.noPincodes;
    }
    pincodes = { name, codes: codes.values, prefixes: prefixes.values };
  }

  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      ...(pincodes ?? {}),
      fee: fee as number,
      freeFrom: freeFrom as number | null,
      minimumOrder: minimumOrder as number,
      active: draft.active,
    },
  };
}

/** The zone's body with its pay-on-delivery settings (docs/decisions/047), or the errors of both parts' fields. */
export function zoneWithPayOnDeliveryRequest(draft: ZoneDraft, isDefault = false): Checked<ZoneRequest, ZoneField> {
  const zone = zoneRequest(draft, isDefault);
  const payOnDelivery = payOnDeliveryRequest(draft);
  if (zone.errors || payOnDelivery.errors) return { errors: { ...zone.errors, ...payOnDelivery.errors } };
  return { body: { ...zone.body, ...payOnDelivery.body } };
}
