// /api/admin: moderation and a refresh on demand for the operator, with `Authorization: Bearer ADMIN_TOKEN`. Without
// ADMIN_TOKEN configured these calls do not exist (404); the CLI server/cli/moderate.ts does the same
// work directly on the database. Wrong tokens are answered slowly, one a second per client address
// (http/wrong-attempt-pacer.ts); the right token is never slowed nor refused.
import { timingSafeEqual, createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import type { Services } from "../services.ts";
import { tooManyRequests } from "../limits/rate-limit.ts";
import { createWrongAttemptPacer, MAX_WAITING_PER_KEY, WRONG_ATTEMPT_DELAY_MS } from "../limits/wrong-attempt-pacer.ts";
import { fail, ok } from "../http/envelope.ts";
import { lastFailedRun } from "../feed/last-failed-run.ts";
import { summariseRun } from "../feed/run-summary.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

export function adminRoutes(cc: Services) {
  const routes = new Hono();
  const adminToken = cc.config.accounts.adminToken;
  const wrongAttempts = createWrongAttemptPacer();

  routes.use("*", async (c, next) => {
    if (!adminToken) return fail(c, 404, /*i18n*/ "Ruta de la API no encontrada");
    const given = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    // Comparing digests keeps the comparison constant-time whatever the lengths.
    if (timingSafeEqual(digest(given), digest(adminToken))) return next();
    if (!(await wrongAttempts.turn(cc.clientIp(c)))) return tooManyRequests(c, Math.ceil((MAX_WAITING_PER_KEY * WRONG_ATTEMPT_DELAY_MS) / 1000));
    return fail(c, 401, /*i18n*/ "Token de administración no válido");
  });

  routes.get("/comentarios", async (c) => ok(c, await cc.comments.listPending()));

  for (const [action, decision] of [["aprobar", "approved"], ["rechazar", "rejected"]] as const) {
    routes.post(`/comentarios/:id/${action}`, async (c) => {
      const id = Number(c.req.param("id"));
      if (!(await cc.comments.moderate(id, decision, cc.now()))) return fail(c, 404, /*i18n*/ "No hay ningún comentario pendiente con ese id");
      return ok(c, null, decision === "approved" ? /*i18n*/ "Comentario aprobado" : /*i18n*/ "Comentario rechazado");
    });
  }

  // Reports of a wrong price: listed by station (newest first, ?pagina=N), or one station's
  // (?pagina=N), then resolved (checked) or dismissed; the official price stays.
  const pageOf = (c: Context): number | null => {
    const text = c.req.query("pagina") ?? "1";
    const page = Number(text);
    return /^\d{1,6}$/.test(text) && page >= 1 ? page : null;
  };
  const BAD_PAGE = /*i18n*/ "pagina debe ser un número entero desde 1";
  routes.get("/precios", async (c) => {
    const page = pageOf(c);
    return page === null ? fail(c, 400, BAD_PAGE) : ok(c, await cc.priceReports.pendingByStation(page));
  });
  routes.get("/precios/estacion/:id", async (c) => {
    const page = pageOf(c);
    return page === null ? fail(c, 400, BAD_PAGE) : ok(c, await cc.priceReports.pendingOfStation(c.req.param("id"), page));
  });

  for (const [action, decision] of [["resolver", "resolved"], ["descartar", "dismissed"]] as const) {
    routes.post(`/precios/:id/${action}`, async (c) => {
      const id = Number(c.req.param("id"));
      if (!(await cc.priceReports.resolve(id, decision, cc.now()))) return fail(c, 404, /*i18n*/ "No hay ningún aviso de precio pendiente con ese id");
      return ok(c, null, decision === "resolved" ? /*i18n*/ "Aviso de precio resuelto" : /*i18n*/ "Aviso de precio descartado");
    });
  }

  routes.post("/imagenes/:id/borrar", async (c) => {
    if (!(await cc.images.remove(c.req.param("id")))) return fail(c, 404, /*i18n*/ "Imagen no encontrada");
    return ok(c, null, /*i18n*/ "Imagen borrada");
  });

  // Refresh now from the configured source (FEED_URL or FEED_FILE), as the scheduler would: the run
  // joins one in progress, and the index reload and the price alerts follow before the answer.
  routes.post("/ingesta", async (c) => {
    if (!cc.feed) return fail(c, 503, /*i18n*/ "Este proceso no actualiza los datos");
    const started = performance.now();
    const result = await cc.feed.runNow();
    if (!result) return fail(c, 502, /*i18n*/ "La ingesta ha fallado: {reason}", { reason: (await lastFailedRun(cc.db))?.reason ?? "motivo desconocido" });
    return ok(c, {
      ejecucion: result.runId,
      fecha: result.fecha.toISOString(),
      estaciones: result.stations,
      precios: result.prices,
      filasHistorico: result.historyRows,
      descartes: result.rejected,
      resumen: summariseRun(result, performance.now() - started),
    }, "Ingesta correcta");
  });

  return routes;
}
