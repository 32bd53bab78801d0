// /api/alertas: price alerts. A push alert's credential is its browser subscription: the
// subscription comes with the creation, and its endpoint with every listing, pause or deletion. An
// e-mail alert belongs to a logged-in account with a validated address (Bearer token instead). A
// client never reaches another subscriber's alerts: the owner is part of every query.
import type { Context } from "hono";
import { Hono } from "hono";
import type * as v from "valibot";
import {
  ALERTS_PER_SUBSCRIBER,
  alertCreateRequest,
  alertOwnerRequest,
  alertPauseRequest,
  type AlertView,
} from "../../src/domain/contract/alerts.ts";
import { formatPrice as formatPriceIn } from "../../src/domain/format.ts";
import { fuelUnit } from "../../src/domain/fuels.ts";
import { requestLocale } from "../i18n/request-language.ts";
import type { AuthEnv, AuthUser } from "../accounts/auth.ts";
import type { AlertOwner } from "../alerts/alerts-repository.ts";
import type { Services } from "../services.ts";
import { fail, ok } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { randomToken } from "../http/random-token.ts";
import { rateLimit } from "../limits/rate-limit.ts";
import { requireXsrf } from "../http/xsrf.ts";
import { unsubscribeDonePage, unsubscribeQuestionPage } from "../alerts/unsubscribe-page.ts";
import { subscriptionKeysProblem } from "../push/subscription-keys.ts";

/** New alerts per client address and hour: subscriptions cost nothing to make, rows do. */
const CREATIONS_PER_HOUR = 100;
export const NO_SUBSCRIPTION = /*i18n*/ "Falta la suscripción del navegador a los avisos (o inicia sesión para recibirlos por correo)";
export const ALERT_NOT_FOUND = /*i18n*/ "Aviso no encontrado";
export const VALIDATE_EMAIL_FOR_ALERTS = /*i18n*/ "Valida tu correo electrónico para recibir avisos por correo: revisa tu bandeja de entrada.";
/** In the request's language, with the limit as {max}. */
export const TOO_MANY_ALERTS = /*i18n*/ "Has llegado al máximo de {max} avisos: borra alguno para crear otro";

export function alertasRoutes(cc: Services) {
  const { alerts } = cc;
  const routes = new Hono<AuthEnv>();
  const perIp = cc.rateCounters.counter("avisos", { limit: CREATIONS_PER_HOUR, windowMs: 3_600_000 });

  /** The logged-in account the Bearer token names: 400 without one, the guard's 401 when it is not valid. */
  async function account(c: Context<AuthEnv>): Promise<AuthUser | Response> {
    if (!c.req.header("authorization")) return fail(c, 400, NO_SUBSCRIPTION);
    let user: AuthUser | undefined;
    const refused = await cc.requireAuth(c, async () => {
      user = c.var.user;
    });
    return user ?? (refused as Response);
  }

  /** The alerts' owner the request names: the subscription's endpoint when given, else the logged-in account. */
  async function ownerOf(c: Context<AuthEnv>, endpoint: string | undefined): Promise<AlertOwner | Response> {
    if (endpoint !== undefined) return { endpoint };
    const user = await account(c);
    return user instanceof Response ? user : { userId: user.id };
  }

  /** A request about the owner's own alerts: its body and that owner, or the answer that refuses it. */
  async function ownersRequest<S extends typeof alertOwnerRequest | typeof alertPauseRequest>(
    c: Context<AuthEnv>,
    schema: S,
  ): Promise<{ body: v.InferOutput<S>; owner: AlertOwner } | Response> {
    const parsed = await parseJsonBody(c, schema);
    if (!parsed.ok) return parsed.response;
    const owner = await ownerOf(c, parsed.value.endpoint);
    return owner instanceof Response ? owner : { body: parsed.value, owner };
  }

  const idParam = (c: Context) => {
    const id = Number(c.req.param("id"));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  };

  routes.post("/", requireXsrf(), cc.limitAccountWrites, rateLimit<AuthEnv>(perIp, (c) => cc.clientIp(c)), async (c) => {
    const parsed = await parseJsonBody(c, alertCreateRequest);
    if (!parsed.ok) return parsed.response;
    const body = parsed.value;
    let user: AuthUser | undefined;
    if (body.suscripcion) {
      const problem = subscriptionKeysProblem(body.suscripcion.keys) ?? (await alerts.push.endpointProblem(body.suscripcion.endpoint));
      if (problem) return fail(c, 400, problem);
    } else {
      const found = await account(c);
      if (found instanceof Response) return found;
      if (!found.emailValidated) return fail(c, 403, VALIDATE_EMAIL_FOR_ALERTS);
      user = found;
    }
    if (body.idEstacion !== undefined && !cc.catalog.current.byId.has(body.idEstacion)) return fail(c, 404, /*i18n*/ "Estación no encontrada");
    const target = {
      combustible: body.combustible,
      stationId: body.idEstacion ?? null,
      latitud: body.latitud ?? null,
      longitud: body.longitud ?? null,
      radioKm: body.radioKm ?? null,
      // Its notifications speak the language it was created in: the app says it, else the request's.
      idioma: body.idioma ?? requestLocale(c),
    };
    // Already below: stored as notified, so the first notice comes with the next crossing.
    const seen = alerts.observe(target);
    const alert = { ...target, umbral: body.umbral, below: seen !== null && seen.precio < body.umbral, lastPrice: seen?.precio ?? null };
    const id = body.suscripcion
      ? await alerts.repository.createForSubscription(body.suscripcion, alert, ALERTS_PER_SUBSCRIBER, cc.now())
      : await alerts.repository.createForUser(user!.id, randomToken(), alert, ALERTS_PER_SUBSCRIBER, cc.now());
    if (id === null) return fail(c, 400, TOO_MANY_ALERTS, { max: ALERTS_PER_SUBSCRIBER });
    if (!alert.below) return ok(c, { id }, /*i18n*/ "Aviso creado: te avisaremos cuando baje.");
    const priced = (price: number) => formatPriceIn(price, fuelUnit(body.combustible), requestLocale(c));
    return ok(c, { id }, /*i18n*/ "Aviso creado. Ahora ya está a {current}: te avisaremos la próxima vez que baje de {threshold}.", {
      current: priced(seen!.precio),
      threshold: priced(body.umbral),
    });
  });

  routes.post("/listar", requireXsrf(), async (c) => {
    const request = await ownersRequest(c, alertOwnerRequest);
    if (request instanceof Response) return request;
    const index = cc.catalog.current;
    const list: AlertView[] = (await alerts.repository.list(request.owner)).map((a) => ({
      ...a,
      rotulo: a.idEstacion === null ? null : (index.byId.get(a.idEstacion)?.rotulo ?? null),
    }));
    return ok(c, list);
  });

  routes.post("/:id/pausar", requireXsrf(), cc.limitAccountWrites, async (c) => {
    const id = idParam(c);
    const request = await ownersRequest(c, alertPauseRequest);
    if (request instanceof Response) return request;
    if (id === null || !(await alerts.repository.setPaused(id, request.owner, request.body.pausada))) return fail(c, 404, ALERT_NOT_FOUND);
    return ok(c, null, request.body.pausada ? "Aviso en pausa" : "Aviso reanudado");
  });

  routes.post("/:id/borrar", requireXsrf(), cc.limitAccountWrites, async (c) => {
    const id = idParam(c);
    const request = await ownersRequest(c, alertOwnerRequest);
    if (request instanceof Response) return request;
    if (id === null || !(await alerts.repository.remove(id, request.owner))) return fail(c, 404, ALERT_NOT_FOUND);
    return ok(c, null, /*i18n*/ "Aviso borrado");
  });

  // The e-mail's unsubscribe link. GET shows a page with a button and deletes nothing (mail scanners
  // follow links); the button's POST and mail clients' RFC 8058 one-click POST delete. The token can
  // only delete its own alert, so no XSRF header is needed (a mail client cannot send one).
  const validToken = (token: string) => /^[A-Za-z0-9_-]{32,64}$/.test(token);
  routes.get("/baja/:token", async (c) => {
    const token = c.req.param("token");
    if (!validToken(token) || !(await alerts.repository.hasUnsubscribeToken(token))) return c.html(unsubscribeDonePage(false, requestLocale(c)), 404);
    return c.html(unsubscribeQuestionPage(`/api/alertas/baja/${token}`, requestLocale(c)));
  });
  routes.post("/baja/:token", async (c) => {
    const token = c.req.param("token");
    const removed = validToken(token) && (await alerts.repository.removeByUnsubscribeToken(token));
    return c.html(unsubscribeDonePage(removed, requestLocale(c)), removed ? 200 : 404);
  });

  return routes;
}
