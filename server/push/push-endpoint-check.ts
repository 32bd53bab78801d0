// Whether the server may send to a push endpoint a client gave: https on a public address (the name
// resolved, every address public) on https' default port, or an origin the operator allowed (PUSH_ENDPOINT_ALLOW, e.g. a
// local push service in tests). Checked when a subscription arrives; push-sender.ts checks the URL
// again and the addresses at connection time, so a name that later resolves inward is still refused.
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isPublicAddress } from "./public-address.ts";

export type Resolve = (hostname: string) => Promise<string[]>;

export const systemResolve: Resolve = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * One answer for a name that resolves inward and for one that does not resolve at all: a client must
 * not learn from us which of our internal names exist.
 */
export const NOT_PUBLIC = "El servicio de avisos de la suscripción no es una dirección pública alcanzable";

/** What the URL alone says: a problem, allowed as is, or a host name still to resolve. */
export type UrlVerdict = { problem: string } | { allowed: true; byOperator: boolean } | { resolve: string };

export function pushUrlVerdict(endpoint: string, allowedOrigins: ReadonlySet<string>): UrlVerdict {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { problem: "El endpoint de la suscripción no es una URL" };
  }
  if (allowedOrigins.has(url.origin)) return { allowed: true, byOperator: true };
  if (url.protocol !== "https:") return { problem: "El endpoint de la suscripción debe usar https" };
  if (url.username || url.password) return { problem: "El endpoint de la suscripción no puede llevar usuario ni contraseña" };
  // Browsers' push services listen on https' own port (an explicit :443 parses to no port): any other
  // would let a subscription make the server open connections to any service of a public host.
  if (url.port !== "") return { problem: /*i18n*/ "El endpoint de la suscripción debe usar el puerto de https (443)" };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return isPublicAddress(host) ? { allowed: true, byOperator: false } : { problem: NOT_PUBLIC };
  return { resolve: host };
}

/** null when the endpoint may be used; else the Spanish reason. */
export async function pushEndpointProblem(endpoint: string, allowedOrigins: ReadonlySet<string>, resolve: Resolve = systemResolve): Promise<string | null> {
  const verdict = pushUrlVerdict(endpoint, allowedOrigins);
  if ("problem" in verdict) return verdict.problem;
  if ("allowed" in verdict) return null;
  let addresses: string[];
  try {
    addresses = await resolve(verdict.resolve);
  } catch {
    return NOT_PUBLIC;
  }
  return addresses.length > 0 && addresses.every(isPublicAddress) ? null : NOT_PUBLIC;
}
