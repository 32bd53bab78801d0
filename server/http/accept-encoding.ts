// Content negotiation for compressed answers: whether the client's Accept-Encoding allows gzip
// (RFC 9110 §12.5.3: "gzip" or "*", unless its q-value is 0).
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    return (coding === "gzip" || coding === "*") && (q === undefined || Number(q) > 0);
  });
}
