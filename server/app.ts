// Builds the Hono app from its context and the services built from it (services.ts). main.ts listens
// with it; tests call app.request() in-process.
import { Hono } from "hono";
import { fail, ok } from "./http/envelope.ts";
import type { AppContext } from "./app-context.ts";
import { buildServices, type Services } from "./services.ts";
import { GASOLINAECO_BASE, gasolinaecoRoutes } from "./routes/stations.ts";
import { nearbySearchRoute, SEARCH_PATH } from "./search/search-route.ts";
import { reportingRoutes } from "./routes/province-averages.ts";
import { configuracionRoutes } from "./routes/configuration.ts";
import { mountStaticApp } from "./web/static-app.ts";
import { securityHeaderRecords, securityHeaders } from "./http/security-headers.ts";
import { xsrfCookie } from "./http/xsrf.ts";
import { CLIENT_ABORT_MESSAGE, isClientAbort } from "./http/client-aborted.ts";
import { DATABASE_UNAVAILABLE_MESSAGE, DatabaseUnavailable, RETRY_AFTER_S } from "./db/database-unavailable.ts";
import { apiBodyLimits } from "./http/body-limit.ts";
import { usersRoutes } from "./routes/accounts.ts";
import { tokenRoutes } from "./routes/login.ts";
import { logoutRoutes } from "./routes/logout.ts";
import { comentariosRoutes } from "./routes/comments.ts";
import { imagenesRoutes, UPLOAD_PATH } from "./routes/images.ts";
import { contactRoutes } from "./routes/contact.ts";
import { adminRoutes } from "./routes/admin.ts";
import { precioIncorrectoRoutes } from "./routes/wrong-prices.ts";
import { lugaresRoutes } from "./routes/places.ts";
import { rutasRoutes } from "./routes/routing.ts";
import { searchrutaRoutes } from "./routes/route-search.ts";
import { kioskRoutes } from "./routes/kiosk.ts";
import { snapshotRoutes } from "./routes/snapshot.ts";
import { FAVOURITES_BASE, favoritasRoutes } from "./routes/favourites.ts";
import { alertasRoutes } from "./routes/alerts.ts";
import { DISCOUNTS_BASE, descuentosRoutes } from "./routes/discounts.ts";
import { pushRoutes } from "./routes/push.ts";
import { intendedRoute } from "./http/route-pattern.ts";
import { observeRequests } from "./http/request-observer.ts";
import { metricsRoutes } from "./routes/metrics.ts";
import { partLog } from "./log/logger.ts";

export function buildApp(context: AppContext | Services) {
  const ctx = buildServices(context);
  const app = new Hono();
  const httpLog = partLog("http");

  // First: every request timed (metrics) and, when it fails or is slow, logged.
  app.use("*", observeRequests(ctx.metrics ?? null, httpLog));

  // One error handler: log the context, hide the details (never a stack trace to the client).
  app.onError((error, c) => {
    if (isClientAbort(error)) {
      httpLog.warn({ method: c.req.method, route: intendedRoute(c) }, CLIENT_ABORT_MESSAGE);
      return c.body(null, 400);
    }
    if (error instanceof DatabaseUnavailable) {
      httpLog.warn({ method: c.req.method, route: intendedRoute(c) }, `base de datos no disponible: ${error.message}`);
      c.header("Retry-After", String(RETRY_AFTER_S));
      return fail(c, 503, DATABASE_UNAVAILABLE_MESSAGE);
    }
    httpLog.error({ err: error, method: c.req.method, route: intendedRoute(c) }, "error interno");
    return fail(c, 500, /*i18n*/ "Error interno del servidor, prueba de nuevo en unos segundos.");
  });

  const trustProxy = ctx.config.accounts.trustProxy;
  const security = securityHeaderRecords(ctx.config.tileUrl, trustProxy);
  // The nearby search, the busiest call, comes before the middleware below and applies their rules
  // itself (the same security headers, the XSRF cookie where missing, the JSON body limit), its answer
  // written whole from records made once. A middleware added below does not see it.
  app.route(SEARCH_PATH, nearbySearchRoute(ctx, security));

  // Before any other route: headers on every response, the XSRF cookie on every /api answer, body limits.
  app.use("*", securityHeaders(security));
  app.use("/api/*", xsrfCookie(trustProxy));
  const bodyLimits = apiBodyLimits({
    jsonMaxBytes: ctx.config.jsonBodyMaxBytes,
    uploadMaxBytes: ctx.config.accounts.images.maxBytes,
    uploadPaths: [UPLOAD_PATH],
  });
  // Routes with a body limit of their own come before the one every other /api call gets: searchruta
  // carries a whole route polyline.
  app.route("/api/gasolinaeco", searchrutaRoutes(ctx));
  app.use("/api/*", bodyLimits);

  app.get("/api/health", (c) => ok(c, { status: "ok" }));
  app.route(GASOLINAECO_BASE, gasolinaecoRoutes(ctx));
  app.route("/api/reporting", reportingRoutes(ctx));
  app.route("/api/configuracion", configuracionRoutes(ctx));
  app.route("/api/gasolinaeco", snapshotRoutes(ctx));
  app.route("/api/gasolinaeco", kioskRoutes(ctx));
  app.route("/api/lugares", lugaresRoutes(ctx));
  app.route("/api/rutas", rutasRoutes(ctx));

  app.route("/api/users", usersRoutes(ctx));
  app.route("/api/token", tokenRoutes(ctx));
  app.route("/api/token", logoutRoutes(ctx));
  app.route("/api/comentarios", comentariosRoutes(ctx));
  app.route("/api/imagenes", imagenesRoutes(ctx));
  app.route("/api/gasolinaeco", contactRoutes(ctx));
  app.route("/api/gasolinaeco", precioIncorrectoRoutes(ctx));
  app.route("/api/admin", adminRoutes(ctx));
  app.route(FAVOURITES_BASE, favoritasRoutes(ctx));
  app.route(DISCOUNTS_BASE, descuentosRoutes(ctx));
  app.route("/api/push", pushRoutes(ctx.alerts.push));
  app.route("/api/alertas", alertasRoutes(ctx));

  app.all("/api/*", (c) => fail(c, 404, /*i18n*/ "Ruta de la API no encontrada"));
  if (ctx.metrics) app.route("/", metricsRoutes(ctx.metrics, ctx.config.metricsToken));
  mountStaticApp(app, { staticDir: ctx.config.staticDir, publicUrl: ctx.config.publicUrl, trustProxy });
  return app;
}
