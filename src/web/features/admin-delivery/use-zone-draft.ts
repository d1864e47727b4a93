import type { TAdminZone } from '#src/contracts/admin-delivery';
import {
  emptyZoneDraft,
  zoneDraftOf,
  zoneWithPayOnDeliveryRequest,
  type ZoneField,
  type ZoneRequest,
} from './delivery-form';
import { useCheckedDraft } from './use-checked-draft';

const ORDER: ZoneField[] = [
  'name',
  'codes',
  'prefixes',
  'fee',
  'freeFrom',
  'minimumOrder',
  'podMaxOrder',
  'podMaxOpen',
];

/** The zone form's state (useCheckedDraft): the default zone has no name or pincodes, so its fee takes the focus. */
export function useZoneDraft(zone: TAdminZone | null, onSubmit: (body: ZoneRequest) => Promise<boolean>) {
  const isDefault = zone?.isDefault ?? false;
  const form = useCheckedDraft({
    start: () => (zone ? zoneDraftOf(zone) : emptyZoneDraft()),
    check: (draft) => zoneWithPayOnDeliveryRequest(draft, isDefault),
    order: ORDER,
    focusFirst: isDefault ? 'fee' : 'name',
    onSubmit,
  });
  return { ...form, isDefault };
}
