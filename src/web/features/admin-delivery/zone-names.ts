import type { TAdminSlotTemplate, TAdminZone } from '#src/contracts/admin-delivery';
import { ADMIN_DELIVERY_PAGE } from '#src/shared/texts/admin-delivery';
import type { Confirmation } from './parts';

const T = ADMIN_DELIVERY_PAGE;

/** Asks the admin to confirm (a delete) before acting. */
export type Ask = (confirmation: Confirmation) => void;

// Names and anchors the delivery screen's parts share.
export const NEW_ZONE_ID = 'delivery-new-zone';
export const zoneAnchor = (zone: TAdminZone) => `zone-${zone.id}`;
export const pincodesOf = (zone: TAdminZone) =>
  zone.isDefault ? T.everywhere : [...zone.codes, ...zone.prefixes.map((prefix) => `${prefix}…`)].join(', ') || T.none;
export const slotName = (slot: TAdminSlotTemplate) => T.slotName(slot.weekday, slot.start, slot.end);
