// /api/imagenes: station photos. Upload (multipart file + ideess) needs a logged-in user with a
// validated address; the file is checked and re-encoded without metadata before it is stored.
// Photos are listed per station and served by id, immutable, with an ETag.
import { Hono } from "hono";
import * as v from "valibot";
import { imageListRequest } from "../../src/domain/contract/accounts.ts";
import { stationId } from "../../src/domain/contract/common.ts";
import type { AuthEnv } from "../accounts/auth.ts";
import type { Services } from "../services.ts";
import { reencodeImage } from "../images/reencode.ts";
import type { ImageSummary } from "../images/images-repository.ts";
import { rateLimit } from "../limits/rate-limit.ts";
import { fail, ok } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { parseWith } from "../http/parse-input.ts";
import { requireXsrf } from "../http/xsrf.ts";
import { VALIDATE_EMAIL_FIRST } from "./comments.ts";

export const UPLOAD_PATH = "/api/imagenes/post";
const NOT_MULTIPART = /*i18n*/ "Envía un formulario multipart con los campos file e ideess";

const withUrl = (image: ImageSummary) => ({ ...image, url: `/api/imagenes/${image.id}` });

export function imagenesRoutes(cc: Services) {
  const routes = new Hono<AuthEnv>();
  const perUser = cc.rateCounters.counter("fotos", { limit: cc.config.accounts.rateLimits.uploadsPerHour, windowMs: 3_600_000 });

  routes.post("/post", requireXsrf(), cc.requireAuth, rateLimit<AuthEnv>(perUser, (c) => c.var.user.id), async (c) => {
    if (!/^multipart\/form-data\s*;/i.test(c.req.header("content-type") ?? "")) return fail(c, 400, NOT_MULTIPART);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return fail(c, 400, NOT_MULTIPART);
    }
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return fail(c, 400, /*i18n*/ "file: falta la imagen");
    const ideess = parseWith(c, v.object({ ideess: stationId }), { ideess: form.get("ideess") ?? undefined });
    if (!ideess.ok) return ideess.response;
    const user = c.var.user;
    if (!user.emailValidated) return fail(c, 403, VALIDATE_EMAIL_FIRST);
    if (!cc.catalog.current.byId.has(ideess.value.ideess)) return fail(c, 404, /*i18n*/ "Estación no encontrada");

    const result = await reencodeImage(new Uint8Array(await file.arrayBuffer()), cc.config.accounts.images);
    if (!result.ok) return fail(c, result.status, result.message);
    const stored = await cc.images.add(user.id, ideess.value.ideess, result.image, cc.now());
    return ok(c, withUrl(stored), /*i18n*/ "Imagen recibida, ¡gracias!");
  });

  routes.post("/get", async (c) => {
    const parsed = await parseJsonBody(c, imageListRequest);
    if (!parsed.ok) return parsed.response;
    return ok(c, (await cc.images.listForStation(parsed.value.ideess)).map(withUrl));
  });

  routes.get("/:id", async (c) => {
    const image = await cc.images.get(c.req.param("id"));
    if (!image) return fail(c, 404, /*i18n*/ "Imagen no encontrada");
    const etag = `"${image.sha256}"`;
    const headers = {
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
      // Opened on its own, the image is a document that can do nothing.
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    };
    const match = c.req.header("if-none-match")?.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
    if (match) return c.body(null, 304, headers);
    return c.body(new Uint8Array(image.bytes), 200, { ...headers, "Content-Type": image.contentType });
  });

  return routes;
}
