import { isIPv4, isIPv6 } from "node:net";

/*
 * The key a per-address limit counts under. An IPv4 address is one client; an IPv6 client is
 * usually given a whole /64 (one home or phone), and can pick any of its 2^64 addresses, so every
 * per-address limit counts the /64. An IPv4 address written in IPv6 form (::ffff:192.0.2.1) is the
 * IPv4 address.
 */
export function rateLimitKey(address: string): string {
  const plain = address.split("%")[0]!; // a zone (fe80::1%eth0) names the interface, not the client
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(plain)) return address;
  const groups = expandIpv6(plain);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, lower-case and without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  // a trailing dotted IPv4 part stands for the last two groups
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
