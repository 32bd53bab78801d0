// POST /api/gasolinaeco/precioincorrecto: "¿Precio incorrecto?" on the station page. Anonymous or
// logged in (a bearer token, when sent, must be valid and names the reporter); limited per address, or
// per user when logged in. The report is stored for an operator; the official price never changes.
import { Hono, type MiddlewareHandler } from "hono";
import { PRICE_REPORT_THANKS, priceReportRequest } from "../../src/domain/contract/wrong-price-reports.ts";
import type { FuelKey } from "../../src/domain/fuels.ts";
import type { AuthEnv } from "../accounts/auth.ts";
import type { Services } from "../services.ts";
import { fail, ok } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { rateLimit } from "../limits/rate-limit.ts";
import { requireXsrf } from "../http/xsrf.ts";

export const PRICE_REPORT_PATH = "/precioincorrecto";
/** Reports per hour from one address (anonymous) or one user. */
export const PRICE_REPORTS_PER_HOUR = 5;

type MaybeUserEnv = { Variables: Partial<AuthEnv["Variables"]> };

export function precioIncorrectoRoutes(cc: Services) {
  const routes = new Hono<MaybeUserEnv>();
  const perReporter = cc.rateCounters.counter("precio-incorrecto", { limit: PRICE_REPORTS_PER_HOUR, windowMs: 3_600_000 });
  // A token, when sent, is checked as on every protected call; without one the reporter is anonymous.
  const maybeUser: MiddlewareHandler<MaybeUserEnv> = async (c, next) => {
    if (!c.req.header("authorization")) return next();
    return (cc.requireAuth as unknown as MiddlewareHandler<MaybeUserEnv>)(c, next);
  };

  routes.post(PRICE_REPORT_PATH, requireXsrf(), maybeUser,
    // An account whose address nobody validated costs nothing to make: it reports as its address does.
    rateLimit<MaybeUserEnv>(perReporter, (c) => (c.var.user?.emailValidated ? `user:${c.var.user.id}` : `ip:${cc.clientIp(c)}`)),
    async (c) => {
      const parsed = await parseJsonBody(c, priceReportRequest);
      if (!parsed.ok) return parsed.response;
      const { stationid, producto, precio, comentario } = parsed.value;
      const station = cc.catalog.current.byId.get(stationid);
      if (!station) return fail(c, 404, /*i18n*/ "Estación no encontrada");
      const official = station.prices[producto as FuelKey];
      if (official === undefined) return fail(c, 400, /*i18n*/ "Esta gasolinera no vende ese combustible");
      await cc.priceReports.add({
        stationId: stationid, producto, precioVisto: precio, precioOficial: official, comentario, userId: c.var.user?.id ?? null,
      }, cc.now());
      return ok(c, null, PRICE_REPORT_THANKS);
    });

  return routes;
}
