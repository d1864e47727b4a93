import type { TAddress } from '#src/contracts/addresses';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import type { Billing } from './billing';
import { addressFromBilling, inBook } from './checkout-memory';

const AB = SHOPPER_TEXT.addressBook;

/** After the order: the address into the book when asked. A failure leaves the order placed and says so. */
export async function saveToBook(
  saveAddress: boolean,
  addresses: TAddress[],
  billing: Billing,
): Promise<string | null> {
  if (!saveAddress || inBook(addresses, billing)) return null;
  try {
    await api.addresses.add({ body: addressFromBilling(billing) });
    return null;
  } catch (error) {
    return `${AB.notSaved}: ${errorText(error)}`;
  }
}
