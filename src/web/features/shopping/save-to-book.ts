import type { TAddress } from '#src/contracts/addresses';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import type { Billing } from './billing';
import { addressFromBilling, inBook } from './checkout-memory';

const AB = SHOPPER_TEXT.addressBook;

/**
 * After the order: the address into the book when asked. Answers the book as it is now (with the new entry, so it
 * can be remembered as the last used) and, when saving failed, why: the order stays placed either way.
 */
export async function saveToBook(
  saveAddress: boolean,
  addresses: TAddress[],
  billing: Billing,
): Promise<{ book: TAddress[]; notSaved: string | null }> {
  if (!saveAddress || inBook(addresses, billing)) return { book: addresses, notSaved: null };
  try {
    const saved = await api.addresses.add({ body: addressFromBilling(billing) });
    return { book: [...addresses, saved], notSaved: null };
  } catch (error) {
    return { book: addresses, notSaved: `${AB.notSaved}: ${errorText(error)}` };
  }
}
