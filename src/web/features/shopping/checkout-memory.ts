import type { TAddress } from '#src/contracts/addresses';
import { getSession } from '#src/web/lib/session';
import { storedPincode } from '#src/web/lib/pincode';
import { DEFAULT_COUNTRY } from '#src/shared/constants';
import { BILLING_FIELDS, EMPTY_BILLING, type Billing } from './billing';

/**
 * What the shopper typed at checkout, kept in this tab's sessionStorage so a reload keeps it (issue 15); cleared once
 * the order is placed. Stored with the account's id, so another account signing in in the same tab starts afresh;
 * only the form's own fields are read back, each as a string.
 */
const KEY = 'kirana.checkout';

export function rememberedBilling(userId: number | undefined): Partial<Billing> | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (!stored || typeof stored !== 'object' || (stored as { userId?: unknown }).userId !== userId) return null;
    const record = (stored as { billing?: unknown }).billing;
    if (!record || typeof record !== 'object') return null;
    const fields = record as Record<string, unknown>;
    return Object.fromEntries(
      BILLING_FIELDS.flatMap((field) => (typeof fields[field] === 'string' ? [[field, fields[field]]] : [])),
    ) as Partial<Billing>;
  } catch {
    return null;
  }
}

export function rememberBilling(userId: number | undefined, billing: Billing): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ userId, billing }));
  } catch {
    // Storage full or refused (private mode): the form still works, a reload just starts empty.
  }
}

export function forgetBilling(): void {
  try {
    window.sessionStorage.removeItem(KEY);
    window.sessionStorage.removeItem(SLOT_KEY);
  } catch {
    // As above.
  }
}

/**
 * The delivery slot chosen at checkout, kept the same way (issue 32 §4): Back and Forward and a reload keep it. Only
 * an id: the slot step shows it chosen again only while the server still lists it as available.
 */
const SLOT_KEY = 'kirana.checkout.slot';

export function rememberedSlot(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage.getItem(SLOT_KEY);
  } catch {
    return null;
  }
}

export function rememberSlot(slotId: string | null): void {
  try {
    if (slotId === null) window.sessionStorage.removeItem(SLOT_KEY);
    else window.sessionStorage.setItem(SLOT_KEY, slotId);
  } catch {
    // As above.
  }
}

/** A saved address into the form's fields; the e-mail stays what it was (it is not part of an address). */
export function billingFromAddress(address: TAddress, current: Billing): Billing {
  return {
    ...current,
    fullName: address.fullName,
    country: address.country,
    streetAddressLine1: address.addressLine1,
    streetAddressLine2: address.addressLine2,
    city: address.city,
    state: address.state,
    zipCode: address.pincode,
    phoneNumber: address.phoneNumber,
  };
}

/** The form's address as the address book stores it. */
export function addressFromBilling(billing: Billing) {
  return {
    fullName: billing.fullName.trim(),
    phoneNumber: billing.phoneNumber.trim(),
    addressLine1: billing.streetAddressLine1.trim(),
    addressLine2: billing.streetAddressLine2.trim(),
    city: billing.city.trim(),
    state: billing.state.trim(),
    country: billing.country.trim(),
    pincode: billing.zipCode.trim(),
  };
}

/**
 * Whether the form's address is in the book already (a saved one picked and left as it was): "Save this address"
 * has nothing to add then. The server answers the saved row for an identical one anyway (decision 026).
 */
export function inBook(addresses: TAddress[], billing: Billing): boolean {
  const typed = addressFromBilling(billing);
  const keys = Object.keys(typed) as (keyof typeof typed)[];
  return addresses.some((address) => keys.every((key) => address[key] === typed[key]));
}

/** A short one-line label for a saved address in the picker. */
export const addressLabel = (address: TAddress) =>
  [address.fullName, address.addressLine1, address.city, address.pincode].filter(Boolean).join(', ');

const LAST_ADDRESS_KEY = 'kirana.lastAddress';

/** The saved address the shopper's last order went to (this browser), if it is still in the book. */
function lastUsedAddress(userId: number | undefined, addresses: readonly TAddress[]): TAddress | undefined {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(LAST_ADDRESS_KEY) ?? 'null');
    if (stored && typeof stored === 'object' && (stored as { userId?: unknown }).userId === userId) {
      const id = (stored as { id?: unknown }).id;
      const found = addresses.find((address) => address.id === id);
      if (found) return found;
    }
  } catch {
    // Unreadable: fall back to the only address, if there is one.
  }
  return addresses.length === 1 ? addresses[0] : undefined;
}

/** After an order: the book's entry it went to, preselected next time (issue 32 §2). */
export function rememberLastAddress(userId: number | undefined, addresses: readonly TAddress[], billing: Billing) {
  const typed = addressFromBilling(billing);
  const keys = Object.keys(typed) as (keyof typeof typed)[];
  const used = addresses.find((address) => keys.every((key) => address[key] === typed[key]));
  try {
    if (used) window.localStorage.setItem(LAST_ADDRESS_KEY, JSON.stringify({ userId, id: used.id }));
  } catch {
    // Storage refused: next time the only address (or none) is preselected.
  }
}

/**
 * What this tab typed before a reload; else the last-used (or only) saved address, the profile's phone, the account's
 * name and e-mail, India, and the pincode last checked (issue 32 §2).
 */
export function initialBilling(addresses: readonly TAddress[] = [], phone = ''): Billing {
  const user = getSession()?.user;
  const fresh: Billing = {
    ...EMPTY_BILLING,
    fullName: user?.name ?? '',
    country: DEFAULT_COUNTRY,
    email: user?.email ?? '',
    zipCode: storedPincode() ?? '',
    phoneNumber: /^\d{10}$/.test(phone) ? phone : '',
  };
  const saved = lastUsedAddress(user?.userId, addresses);
  return { ...(saved ? billingFromAddress(saved, fresh) : fresh), ...rememberedBilling(user?.userId) };
}
