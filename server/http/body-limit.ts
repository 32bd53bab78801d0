// Request body limits for /api: small JSON bodies everywhere, a larger allowance only on the photo
// upload. Too big is a 413 with a Spanish message, before anything reads the body.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { fail } from "./validate.ts";

/** Room for the multipart boundaries and the other form fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export function apiBodyLimits(options: { jsonMaxBytes: number; uploadMaxBytes: number; uploadPaths: readonly string[] }): MiddlewareHandler {
  const json = bodyLimit({
    maxSize: options.jsonMaxBytes,
    onError: (c) => fail(c, 413, `La petición es demasiado grande (máximo ${Math.round(options.jsonMaxBytes / 1024)} KB)`),
  });
  const upload = bodyLimit({
    maxSize: options.uploadMaxBytes + MULTIPART_OVERHEAD,
    onError: (c) => fail(c, 413, `El archivo es demasiado grande (máximo ${Math.round(options.uploadMaxBytes / 1048576)} MB)`),
  });
  const uploads = new Set(options.uploadPaths);
  return (c, next) => (uploads.has(c.req.path) ? upload(c, next) : json(c, next));
}
