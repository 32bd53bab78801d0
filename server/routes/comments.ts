// /api/comentarios: opinions with a 1-5 star rating. Posting needs a logged-in user with a validated
// address; every opinion waits for moderation, and reading returns approved ones only, newest first.
import { Hono } from "hono";
import { commentListRequest, commentPostRequest } from "../../src/domain/contract/accounts.ts";
import type { AuthEnv } from "../accounts/auth.ts";
import type { Services } from "../services.ts";
import { rateLimit } from "../limits/rate-limit.ts";
import { fail, ok } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { requireXsrf } from "../http/xsrf.ts";

export const VALIDATE_EMAIL_FIRST = /*i18n*/ "Valida tu correo electrónico para poder opinar y subir fotos: revisa tu bandeja de entrada.";

export function comentariosRoutes(cc: Services) {
  const routes = new Hono<AuthEnv>();
  const perUser = cc.rateCounters.counter("opiniones", { limit: cc.config.accounts.rateLimits.commentsPerHour, windowMs: 3_600_000 });

  routes.post("/post", requireXsrf(), cc.requireAuth, rateLimit<AuthEnv>(perUser, (c) => c.var.user.id), async (c) => {
    const parsed = await parseJsonBody(c, commentPostRequest);
    if (!parsed.ok) return parsed.response;
    const { stationid, comentario, valoracion } = parsed.value;
    const user = c.var.user;
    if (!user.emailValidated) return fail(c, 403, VALIDATE_EMAIL_FIRST);
    if (!cc.catalog.current.byId.has(stationid)) return fail(c, 404, /*i18n*/ "Estación no encontrada");
    await cc.comments.add(user.id, stationid, comentario, valoracion, cc.now());
    return ok(c, null, /*i18n*/ "Tu comentario ha quedado registrado, en breve será visible.");
  });

  routes.post("/get", async (c) => {
    const parsed = await parseJsonBody(c, commentListRequest);
    if (!parsed.ok) return parsed.response;
    return ok(c, await cc.comments.listApproved(parsed.value.externalID));
  });

  return routes;
}
