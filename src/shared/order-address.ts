/**
 * A delivery address as the checkout form types it (docs/decisions/026): the one shape the address book, a payment's
 * shipping, an order and its mails keep. Each place copies it with `postalAddressOf`, never field by field.
 */
export type PostalAddress = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
};

export const POSTAL_ADDRESS_FIELDS = [
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'country',
  'pincode',
] as const satisfies readonly (keyof PostalAddress)[];

/**
 * The address's fields out of any record that has them; a field a record predates (a payment or outbox row stored
 * before decision 026) is empty. `clean` tidies each value (the checkout's input is trimmed).
 */
export function postalAddressOf(
  source: Partial<PostalAddress>,
  clean: (value: string) => string = (value) => value,
): PostalAddress {
  const pick = (field: keyof PostalAddress) => clean(source[field] ?? '');
  return {
    addressLine1: pick('addressLine1'),
    addressLine2: pick('addressLine2'),
    city: pick('city'),
    state: pick('state'),
    country: pick('country'),
    pincode: pick('pincode'),
  };
}

/** An order's address: the typed fields and the spec's joined `address` (the shop's order, the back office's detail). */
type Addressed = PostalAddress & { address: string };

/**
 * The delivery address as lines (docs/decisions/026): the fields typed at checkout when the order has them, else
 * the spec's joined `address` and the pincode (older orders, the spec's own client).
 */
export function addressLines(order: Addressed): string[] {
  if (!order.addressLine1) return [order.address, order.pincode].filter(Boolean);
  const place = [order.city, [order.state, order.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [order.addressLine1, order.addressLine2, place, order.country].filter(Boolean);
}

/** The orders table's Address column (the pincode has its own column): every typed part but the pincode. */
export function addressWithoutPincode(order: Addressed): string {
  if (!order.addressLine1) return order.address;
  return [order.addressLine1, order.addressLine2, order.city, order.state, order.country].filter(Boolean).join(', ');
}
