import type { TAdminZone } from '#src/contracts/admin-delivery';
import { PAY_ON_DELIVERY_ADMIN_TEXT } from '#src/shared/texts/pay-on-delivery';
import { RUPEES_MAX, wholeNumber, type Checked, type FieldErrors } from './draft-fields';

/** A zone's pay-on-delivery settings as typed (issue 29 §1): on or off, and the two limits (empty: none). */
export type PayOnDeliveryDraft = { payOnDelivery: boolean; podMaxOrder: string; podMaxOpen: string };
export type PayOnDeliveryField = 'podMaxOrder' | 'podMaxOpen';
export type PayOnDeliveryRequest = {
  payOnDelivery: boolean;
  payOnDeliveryMaxOrder: number | null;
  payOnDeliveryMaxOpen: number | null;
};

export const emptyPayOnDeliveryDraft = (): PayOnDeliveryDraft => ({
  payOnDelivery: false,
  podMaxOrder: '',
  podMaxOpen: '',
});

export const payOnDeliveryDraftOf = (zone: TAdminZone): PayOnDeliveryDraft => ({
  payOnDelivery: zone.payOnDelivery,
  podMaxOrder: zone.payOnDeliveryMaxOrder === null ? '' : String(zone.payOnDeliveryMaxOrder),
  podMaxOpen: zone.payOnDeliveryMaxOpen === null ? '' : String(zone.payOnDeliveryMaxOpen),
});

/** Empty is no limit; else a whole number from 1 (the API's bounds, contracts/admin-delivery.ts). */
function limit(text: string, max: number): number | null | { error: string } {
  if (text.trim() === '') return null;
  const value = wholeNumber(
    text,
    max,
    PAY_ON_DELIVERY_ADMIN_TEXT.zoneWholeNumber,
    PAY_ON_DELIVERY_ADMIN_TEXT.zoneWholeNumber,
  );
  return typeof value === 'number' && value < 1 ? { error: PAY_ON_DELIVERY_ADMIN_TEXT.zoneWholeNumber } : value;
}

/** The settings' part of the zone's body, or their fields' errors. */
export function payOnDeliveryRequest(draft: PayOnDeliveryDraft): Checked<PayOnDeliveryRequest, PayOnDeliveryField> {
  const maxOrder = limit(draft.podMaxOrder, RUPEES_MAX);
  const maxOpen = limit(draft.podMaxOpen, 1_000);
  const errors: FieldErrors<PayOnDeliveryField> = {};
  if (maxOrder !== null && typeof maxOrder === 'object') errors.podMaxOrder = maxOrder.error;
  if (maxOpen !== null && typeof maxOpen === 'object') errors.podMaxOpen = maxOpen.error;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      payOnDelivery: draft.payOnDelivery,
      payOnDeliveryMaxOrder: maxOrder as number | null,
      payOnDeliveryMaxOpen: maxOpen as number | null,
    },
  };
}
