import { isIPv4, isIPv6 } from 'node:net';
import { SLOT_HOLDS_PER_ADDRESS } from '#src/shared/constants';

/**
 * Who holds a slot while paying (docs/decisions/031, issue 27 §5): the shopper's mailbox, and the client address the
 * payment came from with the most live holds it may have. A payment that has not been made must not be able to
 * make slots look full, so a mailbox holds one place and an address at most `maxPerAddress`.
 */
export type CheckoutHolder = { holder: string; address: string | null; maxPerAddress: number };

/** `RATE_LIMITS=slot-holds-address=n` overrides the cap per address (an office behind one address, tests). */
export const SLOT_HOLDS_LIMIT_NAME = 'slot-holds-address';

export function checkoutHolder(
  shopper: { email: string },
  ip: string | undefined,
  overrides: Readonly<Record<string, number>> = {},
): CheckoutHolder {
  return {
    holder: `mailbox:${mailboxOf(shopper.email)}`,
    address: ip ? clientAddressOf(ip) : null,
    maxPerAddress: overrides[SLOT_HOLDS_LIMIT_NAME] ?? SLOT_HOLDS_PER_ADDRESS,
  };
}

/**
 * The mailbox an address delivers to, as far as the common providers tell: lower case, without a `+tag` (every
 * major provider delivers `asha+1@…` to `asha@…`), and for Gmail without dots. One mailbox, one hold, however many
 * accounts it verified. Addresses at a domain of the attacker's own are not caught here: the cap per address is.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email.toLowerCase();
  let local = email.slice(0, at).toLowerCase();
  let domain = email.slice(at + 1).toLowerCase();
  local = local.split('+')[0] || local;
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/**
 * The client address a cap counts by: an IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4), an IPv6
 * address as its /64 — one subscriber's network, in which a client can pick any of 2^64 addresses.
 */
export function clientAddressOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (…:1.2.3.4) stands for two groups.
  const rightGroups = right.length + (right.at(-1)?.includes('.') ? 1 : 0);
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - rightGroups).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
