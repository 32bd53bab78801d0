// Security headers on every response: a CSP that allows no inline script, no framing, no MIME
// sniffing, a strict referrer policy, and HSTS when the request came over TLS (directly or as told
// by the proxy's X-Forwarded-Proto, believed only with TRUST_PROXY: without a proxy of ours in front,
// anyone can send it). A route that sets its own CSP (served images) keeps it.
import type { Context, MiddlewareHandler } from "hono";
import { requestHeader } from "./node-request.ts";

export function isHttps(c: Context, trustProxy: boolean): boolean {
  return isHttpsRequest(c.req.url, trustProxy ? requestHeader(c, "x-forwarded-proto") : undefined);
}

/** Over TLS: directly (an https: URL), or as told by the proxy in front (X-Forwarded-Proto). */
function isHttpsRequest(url: string, forwardedProto: string | undefined): boolean {
  if (url.startsWith("https:")) return true;
  return forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https";
}

/**
 * The CSP source of the map tiles: "https://{a-c}.tile.example.org/{z}/{x}/{y}.png" becomes
 * "https://*.tile.example.org". A placeholder elsewhere in the host allows the whole scheme.
 */
export function tileSource(tileUrl: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl.trim());
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const labels = match[2]!.toLowerCase().split(".");
  if (labels.slice(1).some((l) => l.includes("{"))) return `${scheme}:`;
  if (labels[0]?.includes("{")) labels[0] = "*";
  if (!labels.every((l) => l === "*" || /^[a-z0-9-]+(:\d+)?$/.test(l))) return null;
  return `${scheme}://${labels.join(".")}`;
}

export function contentSecurityPolicy(tileUrl: string): string {
  const tiles = tileSource(tileUrl);
  const extra = tiles ? ` ${tiles}` : "";
  return [
    "default-src 'self'",
    "script-src 'self'",
    `img-src 'self' data: blob:${extra}`,
    "style-src 'self' 'unsafe-inline'",
    // The service worker fetches (and caches) the tiles it is asked for.
    `connect-src 'self'${extra}`,
    "font-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The headers every response carries besides its CSP (which a route may set for itself). */
function commonSecurityHeaders(https: boolean): [name: string, value: string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=(), usb=()"],
  ];
  if (https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/** Every security header of an answer, its CSP included, over plain HTTP and over TLS. */
export interface SecurityHeaderRecords {
  http: Readonly<Record<string, string>>;
  https: Readonly<Record<string, string>>;
  /** X-Forwarded-Proto is believed (TRUST_PROXY). */
  trustProxy: boolean;
}

/** Made once per app: the headers depend only on the configured tiles and on TLS. */
export function securityHeaderRecords(tileUrl: string, trustProxy: boolean): SecurityHeaderRecords {
  const csp = contentSecurityPolicy(tileUrl);
  const record = (https: boolean) => Object.freeze(Object.fromEntries([["Content-Security-Policy", csp], ...commonSecurityHeaders(https)]));
  return { http: record(false), https: record(true), trustProxy };
}

/** Sets the security headers on every answer (only on those `when` accepts, when given). */
export function securityHeaders(records: SecurityHeaderRecords, when?: (c: Context) => boolean): MiddlewareHandler {
  const http = Object.entries(records.http);
  const https = Object.entries(records.https);
  return async (c, next) => {
    await next();
    if (when && !when(c)) return;
    const h = c.res.headers;
    for (const [name, value] of isHttps(c, records.trustProxy) ? https : http) {
      if (name !== "Content-Security-Policy" || !h.has(name)) h.set(name, value);
    }
  };
}
