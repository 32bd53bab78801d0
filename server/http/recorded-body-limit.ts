// The byte limit the body-limit middleware decided from a request's headers, kept for the code that
// later reads the body straight from the Node stream, so that read stops at the limit too.
import type { Context } from "hono";

const limits = new WeakMap<Request, number>();

export function recordBodyLimit(c: Context, maxBytes: number): void {
  limits.set(c.req.raw, maxBytes);
}

/** The recorded limit; none recorded, no limit. */
export function recordedBodyLimit(c: Context): number {
  return limits.get(c.req.raw) ?? Number.POSITIVE_INFINITY;
}
