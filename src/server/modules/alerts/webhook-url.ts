import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { badRequest } from '#src/server/lib/app-error';
import { NOTIFY_ERROR_TEXT as E } from '#src/shared/texts/notify';

/**
 * Where a webhook may point (docs/decisions/057). A grocer's URL is untrusted input the server will call: without a
 * rule, `http://127.0.0.1:5432/` or `http://169.254.169.254/` (a cloud's metadata service) turn the shop into a
 * probe of its own network (SSRF). In production every loopback, private, link-local, carrier-grade NAT, unique-local
 * and unspecified address is refused — when the webhook is saved (a literal address, or every address its name
 * resolves to) and again when each call connects (`refusePrivateLiteral` for an address in the URL, `guardedLookup`
 * for a name: one that resolved to a public address at save time may resolve to 127.0.0.1 later). WEBHOOK_PRIVATE_URLS allows them (development, tests, a receiver on the LAN).
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
// IPv6 forms that carry an IPv4 address inside are refused whole: IPv4-compatible (`::127.0.0.1`, which a URL
// writes `[::7f00:1]`; it holds `::` and `::1` too), NAT64 (`64:ff9b::127.0.0.1` reaches 127.0.0.1 through a
// gateway) and 6to4; a shop's webhook receiver has a plain public address.
for (const [net, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is one the shop never calls in production. IPv4-mapped IPv6 is judged as its IPv4. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** The URL's host when it is an IP address (an IPv6 one without its brackets), else null. */
const ipLiteralOf = (url: URL): string | null => {
  const host = hostOf(url);
  return isIP(host) ? host : null;
};

/** Checks a URL the grocer typed; throws a 400 the form shows. Answers the URL as it will be called. */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(E.urlScheme);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest(E.urlScheme);
  if (allowPrivate) return url.toString();
  const literal = ipLiteralOf(url);
  if (literal !== null) {
    if (isPrivateAddress(literal)) throw badRequest(E.urlPrivate);
    return url.toString();
  }
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost')) throw badRequest(E.urlPrivate);
  let addresses: { address: string }[];
  try {
    addresses = await dns.lookup(host, { all: true });
  } catch {
    throw badRequest(E.urlUnresolved);
  }
  if (addresses.length === 0) throw badRequest(E.urlUnresolved);
  if (addresses.some((entry) => isPrivateAddress(entry.address))) throw badRequest(E.urlPrivate);
  return url.toString();
}

export class PrivateAddressError extends Error {}

/**
 * Checked before each call connects: a URL whose host is a private IP literal (`http://127.0.0.1:6379/`,
 * `http://[::1]/`, `http://169.254.169.254/`) is refused unless allowed. A socket given an IP address connects to it
 * without calling `lookup`, so `guardedLookup` never sees a literal; a row that got into the table without the
 * save-time check (or saved while WEBHOOK_PRIVATE_URLS was on) is still never called.
 */
export function refusePrivateLiteral(url: URL, allowPrivate: boolean): void {
  if (allowPrivate) return;
  const literal = ipLiteralOf(url);
  if (literal !== null && isPrivateAddress(literal)) {
    throw new PrivateAddressError(`refused private address ${literal}`);
  }
}

/**
 * The `lookup` of a webhook call's socket: resolves as usual, then refuses a private address unless allowed, so a
 * name cannot be re-pointed at the server's network after it was saved (DNS rebinding).
 */
export function guardedLookup(allowPrivate: boolean): typeof dnsLookup {
  const lookup = (
    hostname: string,
    options: object,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (!allowPrivate && list.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new PrivateAddressError(`refused private address for ${hostname}`), []);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`no address for ${hostname}`), []);
      return callback(null, first.address, first.family);
    });
  };
  return lookup as unknown as typeof dnsLookup;
}
