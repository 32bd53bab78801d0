// The client's address, the key of the per-IP rate limits. X-Forwarded-For is believed only behind
// a proxy we run (TRUST_PROXY), and then only its last entry, the one our proxy added. IPv6 clients
// are grouped by /64, since one home or phone usually holds a whole /64.
import type { Context } from "hono";
import { nodeIncoming } from "../http/node-request.ts";

function expandIpv6(address: string): string[] | null {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const missing = 8 - left.length - right.length;
  if (!address.includes("::") && left.length !== 8) return null;
  if (missing < 0) return null;
  return [...left, ...Array<string>(missing).fill("0"), ...right];
}

export function normaliseIp(address: string): string {
  const ip = address.trim().toLowerCase().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":")) return ip;
  const groups = expandIpv6(ip.split("%")[0]!);
  return groups ? `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64` : ip;
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req.header("x-forwarded-for")?.split(",").map((s) => s.trim()).filter(Boolean).at(-1);
    if (last) return normaliseIp(last);
  }
  const remote = nodeIncoming(c)?.socket?.remoteAddress;
  return remote ? normaliseIp(remote) : "local";
}
