import net from 'node:net';

/**
 * Which IP addresses the server may connect to on behalf of a user: public unicast only. Anything that could reach
 * the machine itself, the private network, the cloud metadata service or a special-purpose range is refused, and
 * IPv6 forms that embed an IPv4 address (mapped, translated, NAT64, 6to4) are judged by the address they embed.
 * Ranges follow the IANA special-purpose registries (RFC 6890 and its updates).
 */
type Range = readonly [network: string, bits: number, reason: string];

const IPV4_REFUSED: readonly Range[] = [
  ['0.0.0.0', 8, 'this network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared address space (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'broadcast'],
  ['240.0.0.0', 4, 'reserved'],
];

const IPV6_REFUSED: readonly Range[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['::', 96, 'IPv4-compatible (deprecated)'],
  ['64:ff9b:1::', 48, 'local-use NAT64'],
  ['100::', 64, 'discard-only'],
  ['2001::', 23, 'IETF protocol assignments (Teredo, ORCHID, benchmarking)'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
  ['5f00::', 16, 'segment routing'],
  ['fc00::', 7, 'unique local (private)'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local (deprecated)'],
  ['ff00::', 8, 'multicast'],
];

/** The reason an address is refused, or undefined when the server may connect to it. */
export function addressRefusal(address: string): string | undefined {
  const v4 = parseIPv4(address);
  if (v4 !== undefined) return ipv4Refusal(v4);
  const v6 = parseIPv6(address);
  if (v6 === undefined) return 'not an IP address';
  return ipv6Refusal(v6);
}

/**
 * Names that lead into the machine's network wherever they are resolved (besides localhost, RFC 6761): mDNS's .local,
 * the names ICANN and the RFCs keep for private use (.internal, .home.arpa) and those networks commonly use.
 */
const INTERNAL_SUFFIXES = ['local', 'localdomain', 'internal', 'home.arpa', 'lan', 'intranet', 'corp', 'home', 'private'];

/**
 * The reason a URL's host is refused, judged without DNS: an IP address written in it by the address policy, and a
 * name that is obviously internal (above, or a single label, which only a local search domain can resolve).
 * `allowed`: exact addresses let through, as GuardedFetchOptions.allowAddressesForTests. A public-looking name
 * passes here; the guarded fetcher still resolves and vets it whenever it is fetched.
 */
export function hostRefusal(hostname: string, allowed: readonly string[] = []): string | undefined {
  const host = hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (net.isIP(host)) return allowed.includes(host) ? undefined : addressRefusal(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return 'this machine (localhost)';
  if (!host.includes('.') || INTERNAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return 'a name of the local network';
  return undefined;
}

export function isAllowedAddress(address: string): boolean {
  return addressRefusal(address) === undefined;
}

function ipv4Refusal(value: number): string | undefined {
  for (const [network, bits, reason] of IPV4_REFUSED) {
    if (inIPv4Range(value, parseIPv4(network)!, bits)) return reason;
  }
  return undefined;
}

function ipv6Refusal(value: bigint): string | undefined {
  const embedded = embeddedIPv4(value);
  if (embedded !== undefined) {
    const reason = ipv4Refusal(embedded.address);
    return reason === undefined ? undefined : `${embedded.form} of an IPv4 ${reason} address`;
  }
  for (const [network, bits, reason] of IPV6_REFUSED) {
    if (inIPv6Range(value, parseIPv6(network)!, bits)) return reason;
  }
  // Everything public in IPv6 lives in 2000::/3; the rest is unassigned or reserved.
  if (!inIPv6Range(value, parseIPv6('2000::')!, 3)) return 'reserved';
  return undefined;
}

/** IPv6 forms that carry an IPv4 address the packets really go to. */
function embeddedIPv4(value: bigint): { form: string; address: number } | undefined {
  const low32 = Number(value & 0xffffffffn);
  if (inIPv6Range(value, parseIPv6('::ffff:0:0')!, 96)) return { form: 'IPv4-mapped form', address: low32 };
  if (inIPv6Range(value, parseIPv6('::ffff:0:0:0')!, 96)) return { form: 'IPv4-translated form', address: low32 };
  if (inIPv6Range(value, parseIPv6('64:ff9b::')!, 96)) return { form: 'NAT64 form', address: low32 };
  if (inIPv6Range(value, parseIPv6('2002::')!, 16)) {
    return { form: '6to4 form', address: Number((value >> 80n) & 0xffffffffn) };
  }
  return undefined;
}

function inIPv4Range(value: number, network: number, bits: number): boolean {
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return (value & mask) >>> 0 === (network & mask) >>> 0;
}

function inIPv6Range(value: bigint, network: bigint, bits: number): boolean {
  const shift = BigInt(128 - bits);
  return value >> shift === network >> shift;
}

/** Strict dotted-quad only: the URL parser has already turned 2130706433, 0x7f.1 and 127.1 into this form. */
export function parseIPv4(text: string): number | undefined {
  if (!net.isIPv4(text)) return undefined;
  return text.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

/** An IPv6 address (with or without brackets or a zone id) as a 128-bit number. */
export function parseIPv6(text: string): bigint | undefined {
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (!net.isIPv6(bare)) return undefined;
  let groups = bare;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (dotted) {
    const v4 = parseIPv4(dotted[1]!);
    if (v4 === undefined) return undefined;
    groups = `${bare.slice(0, -dotted[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = groups.split('::');
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headParts.length - tailParts.length;
  const parts = tail === undefined ? headParts : [...headParts, ...Array<string>(missing).fill('0'), ...tailParts];
  if (parts.length !== 8) return undefined;
  return parts.reduce((sum, part) => (sum << 16n) | BigInt(parseInt(part, 16)), 0n);
}
