// Builds the Hono app from its context. main.ts listens with it; tests call app.request() in-process.
import { Hono } from "hono";
import type { AppContext } from "./app-context.ts";
import { gasolinaecoRoutes } from "./routes/gasolinaeco.ts";
import { reportingRoutes } from "./routes/reporting.ts";
import { configuracionRoutes } from "./routes/configuracion.ts";
import { mountStaticApp } from "./http/static-app.ts";

export function buildApp(ctx: AppContext) {
  const app = new Hono();

  // One error handler: log the context, hide the details (never a stack trace to the client).
  app.onError((error, c) => {
    console.error(`[error] ${c.req.method} ${c.req.path}:`, error);
    return c.json({ success: false, message: "Error interno del servidor, prueba de nuevo en unos segundos.", entity: null }, 500);
  });

  app.get("/api/health", (c) => c.json({ success: true, message: null, entity: { status: "ok" } }));
  app.route("/api/gasolinaeco", gasolinaecoRoutes(ctx));
  app.route("/api/reporting", reportingRoutes(ctx));
  app.route("/api/configuracion", configuracionRoutes(ctx));

  app.all("/api/*", (c) => c.json({ success: false, message: "Ruta de la API no encontrada", entity: null }, 404));
  mountStaticApp(app, ctx.config.staticDir);
  return app;
}
