import type { TShipping } from '#src/contracts/payments';
import { TEXT } from '#src/shared/texts';
import { badRequest } from '#src/server/lib/app-error';
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
  const addressLine1 = input.addressLine1.trim();
  const addressLine2 = input.addressLine2.trim();
  const shipping = {
    name: input.name.trim(),
    phoneNumber: input.phoneNumber.trim(),
    address: addressLine1 ? [addressLine1, addressLine2].filter(Boolean).join(', ') : input.address.trim(),
    pincode: input.pincode.trim(),
    email: input.contactEmail || accountEmail,
    addressLine1,
    addressLine2,
    city: input.city.trim(),
    state: input.state.trim(),
    country: input.country.trim(),
  };
  for (const [field, message] of REQUIRED) if (shipping[field] === '') throw badRequest(message);
  return shipping;
}
