import type { TShipping } from '#src/contracts/payments';
import { TEXT } from '#src/shared/texts';
import { badRequest } from '#src/server/lib/app-error';
import { postalAddressOf } from '#src/shared/order-address';
import { findIndianState, pincodeFitsState } from '#src/shared/pincode-states';
import { GST_TEXT } from '#src/shared/texts/gst';
import type { StoredShipping } from './payments.repository';

/** The checkout form's order of checks (spec section 5), mapped onto the order payload's fields. */
const REQUIRED = [
  ['name', TEXT.checkout.fullName],
  ['address', TEXT.checkout.streetAddressLine1],
  ['pincode', TEXT.checkout.zipCode],
  ['phoneNumber', TEXT.checkout.phoneNumber],
] as const;

/**
 * Trimmed shipping details (docs/decisions/026): the full address as typed — with `addressLine1` given, the spec's
 * `address` is the two lines joined by the server — and the contact e-mail typed, else the account's (the spec's
 * order carries the stored user's e-mail).
 */
export function shippingFrom(input: TShipping, accountEmail: string): StoredShipping {
  const typed = postalAddressOf(input, (value) => value.trim());
  const { addressLine1, addressLine2 } = typed;
  const shipping = {
    name: input.name.trim(),
    phoneNumber: input.phoneNumber.trim(),
    address: addressLine1 ? [addressLine1, addressLine2].filter(Boolean).join(', ') : input.address.trim(),
    email: input.contactEmail || accountEmail,
    ...typed,
  };
  for (const [field, message] of REQUIRED) if (shipping[field] === '') throw badRequest(message);
  return { ...shipping, state: deliveryState(shipping.state, shipping.pincode) };
}

/**
 * The delivery state (docs/decisions/053): a state or union territory of India, typed by name or GST code and kept by
 * its name (as orders stored it before), that the pincode's first digits can be in. None typed (the spec's client):
 * '' — the place of supply then comes from the pincode (`placeOfSupplyOf`).
 */
function deliveryState(typed: string, pincode: string): string {
  if (typed === '') return '';
  const state = findIndianState(typed);
  if (!state) throw badRequest(GST_TEXT.stateUnknown, 'STATE_UNKNOWN');
  if (!pincodeFitsState(pincode, state.code))
    throw badRequest(GST_TEXT.stateNotPincode(state.name, pincode), 'STATE_PINCODE_MISMATCH');
  return state.name;
}
