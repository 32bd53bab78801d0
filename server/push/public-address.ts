// Which IP addresses a push request may go to: public unicast only. A client chooses its push
// endpoint, so without this check it could make the server call into our own network (loopback,
// private ranges, link-local cloud metadata, multicast, reserved). Every IPv6 form that carries an
// IPv4 address inside it is refused whole, whatever that address: IPv4-compatible (::/96), mapped
// (::ffff:0:0/96), translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4
// (2002::/16) and Teredo (2001::/32). No push service lives there, and a relay or translator on
// the way could carry the request to the embedded (private) address.
import { BlockList, isIP } from "node:net";

// One list per family: a BlockList also applies IPv6 rules to IPv4 addresses (as ::ffff:a.b.c.d).
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16],
  ["172.16.0.0", 12], ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15],
  ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) blockedV4.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 96], ["::ffff:0:0", 96], ["::ffff:0:0:0", 96], ["64:ff9b::", 96], ["64:ff9b:1::", 48], ["100::", 64],
  ["2001::", 32], ["2001:db8::", 32], ["2002::", 16], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8],
] as const) blockedV6.addSubnet(net, prefix, "ipv6");

/** True for a public unicast address; false for anything else, or for text that is not an address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 0) return false;
  return family === 4 ? !blockedV4.check(bare, "ipv4") : !blockedV6.check(bare, "ipv6");
}
