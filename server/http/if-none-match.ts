// Conditional GET: whether If-None-Match names one of the representations we would send (RFC 9110
// §13.1.2, the weak comparison: W/ is ignored; `*` matches any), so the answer can be a bodiless 304.
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => etags.includes(tag.trim().replace(/^W\//, "")));
}
