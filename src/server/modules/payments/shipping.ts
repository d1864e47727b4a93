import type { TShipping } from '#src/contracts/shopping';
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

/** Trimmed shipping details with the account's e-mail (the spec's order carries the stored user's e-mail). */
export function shippingFrom(input: TShipping, email: string): StoredShipping {
  const shipping = {
    name: input.name.trim(),
    phoneNumber: input.phoneNumber.trim(),
    address: input.address.trim(),
    pincode: input.pincode.trim(),
    email,
  };
  for (const [field, message] of REQUIRED) if (shipping[field] === '') throw badRequest(message);
  return shipping;
}
