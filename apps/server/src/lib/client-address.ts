import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client's address (ARCHITECTURE 12): the one the trusted proxies saw, normalised, so the region
 * block, every rate limit and every lockout key on one value that a client cannot choose.
 */

/** What a client address is when it cannot be read: region rules treat it as a country nobody knows. */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * Which proxies in front of the server are trusted (TRUST_PROXY): none, a number of hops, or the
 * proxies' own addresses and ranges. X-Forwarded-For is read from the right, because each proxy appends
 * the address it saw; entries on the left were written by whoever sent the request and prove nothing.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'ranges'; ranges: AddressRange[]; source: string[] };

export interface AddressRange {
  bytes: Uint8Array;
  prefix: number;
}

/** TRUST_PROXY: 0/false/empty, a hop count (1 = one proxy; true = 1), or a comma list of addresses and CIDRs. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false') return { kind: 'none' };
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const source = text.split(',').map((s) => s.trim()).filter(Boolean);
  return { kind: 'ranges', ranges: source.map(parseRange), source };
}

function parseRange(entry: string): AddressRange {
  const [host = '', bits] = entry.split('/');
  const address = normaliseAddress(host);
  if (address === UNKNOWN_ADDRESS) throw new Error(`TRUST_PROXY: '${entry}' is not an address or CIDR range`);
  const bytes = bytesOf(address);
  const prefix = bits === undefined ? bytes.length * 8 : Number(bits);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > bytes.length * 8) {
    throw new Error(`TRUST_PROXY: '${entry}' has an invalid prefix length`);
  }
  return { bytes, prefix };
}

/** What Fastify's own trustProxy option should be, so request.ip (logs) follows the same rule. */
export function fastifyTrustProxy(trust: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return (_address, hop) => hop < trust.hops;
  return (address) => isTrustedProxy(normaliseAddress(address), trust.ranges);
}

/**
 * The address the trusted proxies saw. `remote` is the socket's peer; `forwarded` the X-Forwarded-For
 * header (repeated lines joined). With hops, the entry that many places from the right; with ranges,
 * the first entry from the right that is not a trusted proxy. An entry that cannot be read ends the
 * walk as unknown, never as the entry on its left.
 */
export function clientAddressOf(
  remote: string | undefined,
  forwarded: string | string[] | undefined,
  trust: TrustProxy,
): string {
  let address = normaliseAddress(remote ?? '');
  if (trust.kind === 'none') return address;
  const header = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '');
  const entries = header.split(',').map((s) => s.trim()).filter(Boolean);
  for (let hop = 1; entries.length > 0; hop++) {
    const trusted = trust.kind === 'hops' ? hop <= trust.hops : isTrustedProxy(address, trust.ranges);
    if (!trusted) break;
    address = normaliseAddress(entries.pop()!);
    if (address === UNKNOWN_ADDRESS) break;
  }
  return address;
}

function isTrustedProxy(address: string, ranges: AddressRange[]): boolean {
  if (address === UNKNOWN_ADDRESS) return false;
  const bytes = bytesOf(address);
  return ranges.some((r) => r.bytes.length === bytes.length && inPrefix(bytes, r.bytes, r.prefix));
}

function inPrefix(a: Uint8Array, b: Uint8Array, prefix: number): boolean {
  for (let bit = 0; bit < prefix; bit += 8) {
    const mask = prefix - bit >= 8 ? 0xff : (0xff << (8 - (prefix - bit))) & 0xff;
    if (((a[bit / 8]! ^ b[bit / 8]!) & mask) !== 0) return false;
  }
  return true;
}

/**
 * One canonical text per address: IPv4 as dotted decimal (from numeric, hex, octal or zero-padded
 * forms, ports stripped); IPv6 without brackets, port or zone, compressed and lower-case; an IPv6
 * address that carries an IPv4 one (mapped, compatible, 6to4, NAT64, Teredo) as that IPv4 address.
 * Anything else is UNKNOWN_ADDRESS.
 */
export function normaliseAddress(raw: string): string {
  let text = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[^:]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%[\w.-]+$/, '');
  const v4 = parseIPv4(text);
  if (v4 !== undefined) return formatIPv4(v4);
  if (!isIPv6(text)) return UNKNOWN_ADDRESS;
  const groups = ipv6Groups(text);
  const embedded = embeddedIPv4(groups);
  if (embedded !== undefined) return formatIPv4(embedded);
  return new URL(`http://[${text}]/`).hostname.slice(1, -1);
}

/** inet_aton's forms: 1 to 4 parts, each decimal, 0x hex or 0-led octal (a zero-led part with 8 or 9 is decimal). */
function parseIPv4(text: string): number | undefined {
  if (!/^[0-9a-fx.]+$/.test(text)) return undefined;
  const parts = text.split('.');
  if (parts.length > 4 || parts.some((p) => p === '')) return undefined;
  const values: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]+$/.test(part)) value = parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = parseInt(part, 8);
    else if (/^\d+$/.test(part)) value = parseInt(part, 10);
    else return undefined;
    values.push(value);
  }
  const last = values.pop()!;
  if (values.some((v) => v > 255) || last >= 2 ** (8 * (4 - values.length))) return undefined;
  return values.reduce((acc, v, i) => acc + v * 2 ** (8 * (3 - i)), 0) + last;
}

function formatIPv4(n: number): string {
  return [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');
}

/** The eight 16-bit groups of a valid IPv6 text (an embedded dotted IPv4 tail becomes two groups). */
function ipv6Groups(text: string): number[] {
  let body = text;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (tail && isIPv4(tail[1]!)) {
    const v4 = parseIPv4(tail[1]!)!;
    body = `${body.slice(0, tail.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = body.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

function embeddedIPv4(g: number[]): number | undefined {
  const low32 = g[6]! * 0x10000 + g[7]!;
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, but not :: or ::1).
  if (zeroUpTo(5) && g[5] === 0xffff) return low32;
  if (zeroUpTo(6) && low32 > 1) return low32;
  // 64:ff9b::/96 (NAT64).
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return low32;
  // 2002:aabb:ccdd::/16 (6to4).
  if (g[0] === 0x2002) return g[1]! * 0x10000 + g[2]!;
  // 2001:0::/32 (Teredo): the client's address is the last 32 bits, inverted.
  if (g[0] === 0x2001 && g[1] === 0) return (low32 ^ 0xffffffff) >>> 0;
  return undefined;
}

function bytesOf(address: string): Uint8Array {
  if (isIPv4(address)) return Uint8Array.from(address.split('.').map(Number));
  const bytes = new Uint8Array(16);
  ipv6Groups(address).forEach((g, i) => {
    bytes[2 * i] = g >> 8;
    bytes[2 * i + 1] = g & 0xff;
  });
  return bytes;
}
