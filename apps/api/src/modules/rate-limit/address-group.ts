import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address that one client controls: an IPv4 address whole, an IPv6 address
 * by its /64 (a single line or host is usually given a whole /64, so counting by exact address
 * would give it 2^64 fresh counters). An IPv4 address written as IPv6 (::ffff:1.2.3.4) counts as
 * the IPv4 one. Anything else is kept as it came.
 */
export function addressGroup(ip: string | null | undefined): string {
  if (!ip) return '-';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address as four-digit lower-case hex (an embedded IPv4 tail read as two groups). */
function expandIPv6(ip: string): string[] {
  let address = ip.split('%')[0]!.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => group.padStart(4, '0'));
}
