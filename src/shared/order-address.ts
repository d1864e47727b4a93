/** An order's address fields (the shop's order, the back office's detail, an address-book entry). */
type Addressed = {
  address: string;
  pincode: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  country: string;
};

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
