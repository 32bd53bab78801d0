// Request body limits for /api: small JSON bodies everywhere, a larger allowance only on the photo
// upload. Too big is a 413 with a Spanish message, before anything reads the body.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { fail } from "./envelope.ts";
import { recordBodyLimit } from "./recorded-body-limit.ts";
import { requestHeader } from "./node-request.ts";

/** Room for the multipart boundaries and the other form fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * hono's bodyLimit, but deciding from the Content-Length header without touching `c.req.raw.body`
 * (on the Node adapter that builds a whole web Request and stream per call). Bodiless methods pass;
 * chunked bodies and bodies without a length still go through hono's streaming check.
 */
export function headerBodyLimit(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const streaming = bodyLimit({ maxSize, onError });
  return (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const length = requestHeader(c, "content-length");
    if (length !== undefined && requestHeader(c, "transfer-encoding") === undefined) {
      if (parseInt(length, 10) > maxSize) return Promise.resolve(onError(c));
      recordBodyLimit(c, maxSize);
      return next();
    }
    return streaming(c, next);
  };
}

/** The limit of a JSON body, as every /api call but the photo upload has it. */
export function jsonBodyLimit(maxBytes: number): MiddlewareHandler {
  return headerBodyLimit(maxBytes, (c) => fail(c, 413, /*i18n*/ "La petición es demasiado grande (máximo {kb} KB)", { kb: Math.round(maxBytes / 1024) }));
}

export function apiBodyLimits(options: { jsonMaxBytes: number; uploadMaxBytes: number; uploadPaths: readonly string[] }): MiddlewareHandler {
  const json = jsonBodyLimit(options.jsonMaxBytes);
  const upload = headerBodyLimit(options.uploadMaxBytes + MULTIPART_OVERHEAD, (c) =>
    fail(c, 413, /*i18n*/ "El archivo es demasiado grande (máximo {mb} MB)", { mb: Math.round(options.uploadMaxBytes / 1048576) }),
  );
  const uploads = new Set(options.uploadPaths);
  return (c, next) => (uploads.has(c.req.path) ? upload(c, next) : json(c, next));
}
