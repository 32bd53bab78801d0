// Serves the built PWA from STATIC_DIR on the API's port, with the SPA fallback to index.html for
// client-side routes (/station/123, /search/…). Hashed assets are cached for a year; the shell and
// the service worker never, so a new version is picked up.
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { xsrfCookie } from "./xsrf.ts";

export function mountStaticApp(app: Hono, staticDir: string) {
  const indexFile = path.join(staticDir, "index.html");
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  // The page that starts the app gives the XSRF cookie too: a new visitor's first state-changing call
  // (registering, logging in) can come before any /api answer has set it.
  app.use("*", xsrfCookie((c) => c.res.headers.get("content-type")?.startsWith("text/html") ?? false));
  app.use("*", serveStatic({ root: staticDir }));
  app.get("*", (c) => {
    if (c.req.path.startsWith("/api/")) return c.notFound();
    if (!existsSync(indexFile)) return c.text("La aplicación no está compilada: ejecuta `npm run build`.", 503);
    c.header("Cache-Control", "no-cache");
    return c.html(readFileSync(indexFile, "utf8"));
  });
}
