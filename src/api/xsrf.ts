// Double-submit XSRF protection (SPEC §7): the server sets the XSRF-TOKEN cookie, we echo it back in
// the X-XSRF-TOKEN header.
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export const readXsrfToken = (): string | null =>
  typeof document === "undefined" ? null : readCookie(document.cookie, XSRF_COOKIE);
