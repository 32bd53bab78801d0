// Where the API lives: VITE_API_HOST when the build sets it, else the page's own origin (in production
// the server serves the app and /api/… on one port; the dev server proxies /api).
export function resolveApiHost(configured: string | undefined, pageOrigin: string): string {
  const host = configured?.trim();
  return (host ? host : pageOrigin).replace(/\/+$/, "");
}

export const API_HOST = resolveApiHost(import.meta.env.VITE_API_HOST, globalThis.location?.origin ?? "http://localhost");
